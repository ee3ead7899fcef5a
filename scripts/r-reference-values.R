# The reference values the statistics tests check (server/features/data-analysis, server/features/methodology),
# recomputed by R itself: run 'Rscript scripts/r-reference-values.R' where R is installed (Debian: r-base-core).
# The effectsize, car, e1071 and pwr packages are not needed: their intervals and statistics are written here by
# their documented definitions in base R. Checked with R 4.2.2 on 2026-11-24: every value matched its test; the
# decision-033 block at the end was run on 2026-11-27 with Debian's r-cran-lmtest, -sandwich, -effectsize and -boot.
options(digits = 7)
f <- function(...) cat(sprintf(...), "\n")
w <- oneway.test(weight ~ group, data = PlantGrowth, var.equal = FALSE); cat("Welch PlantGrowth F", w$statistic, "df2", w$parameter[2], "p", w$p.value, "\n")
w2 <- oneway.test(extra ~ group, data = sleep, var.equal = FALSE); cat("Welch sleep F", w2$statistic, "df2", w2$parameter[2], "p", w2$p.value, "\n")
cat("boxplot.stats hp", boxplot.stats(mtcars$hp)$stats, "out", boxplot.stats(mtcars$hp)$out, "\n")
b <- boxplot(weight ~ group, data = PlantGrowth, plot = FALSE); print(b$stats); cat("out", b$out, "group", b$group, "\n")
cat("fivenum 1,2,3,4,100:", fivenum(c(1,2,3,4,100)), "out", boxplot.stats(c(1,2,3,4,100))$out, "\n")
# Hedges g: d interval by inverting noncentral t, times exact J
t <- t.test(extra ~ group, data = sleep, var.equal = TRUE)$statistic; n1 <- 10; n2 <- 10; df <- 18
ncp_for <- function(p) uniroot(function(ncp) pt(t, df, ncp) - p, c(-40, 40), tol = 1e-12)$root
lo <- ncp_for(0.975); hi <- ncp_for(0.025); s <- sqrt(1/n1 + 1/n2)
J <- exp(lgamma(df/2) - log(sqrt(df/2)) - lgamma((df-1)/2))
cat("t", t, "J", J, "g", t*s*J, "g CI", lo*s*J, hi*s*J, "\n")
ct <- suppressWarnings(cor.test(mtcars$mpg, mtcars$wt, method = "spearman")); rho <- ct$estimate
cat("rho", rho, "BW CI", tanh(atanh(rho) + c(-1, 1) * qnorm(0.975) * sqrt((1 + rho^2/2)/(32 - 3))), "\n")
tab <- table(mtcars$cyl, mtcars$gear); cs <- suppressWarnings(chisq.test(tab)); chi <- unname(cs$statistic)
cat("chisq", chi, "p", cs$p.value, "V", sqrt(chi/(32*2)), "\n")
lam <- uniroot(function(l) pchisq(chi, 4, ncp = l, lower.tail = FALSE) - 0.05, c(0, 100), tol = 1e-12)$root
cat("lambda", lam, "V lower", sqrt(lam/(32*2)), "\n")
cat("ncx2 sf", pchisq(18.03636363636364, 4, ncp = 4.426667547240676, lower.tail = FALSE), pchisq(10, 3, lower.tail = FALSE), "\n")
wt <- suppressWarnings(wilcox.test(extra ~ group, data = sleep)); W <- unname(wt$statistic); r <- 2*W/100 - 1
cat("W", W, "r", r, "CI", tanh(atanh(r) + c(-1,1)*qnorm(0.975)*sqrt(21/300)), "\n")
# RM ANOVA power (G*Power within): f^2 = eta2/(1-eta2); lambda = f^2 * N * m / (1 - rho) * eps
eta2 <- 0.022; f2 <- eta2/(1-eta2); N <- 90; m <- 2; rhow <- 0.5
lam2 <- f2 * N * m / (1 - rhow); df1 <- m - 1; df2 <- (N - 1) * (m - 1); fc <- qf(0.95, df1, df2)
cat("RM lambda", lam2, "Fcrit", fc, "power", pf(fc, df1, df2, ncp = lam2, lower.tail = FALSE), "\n")
P <- 0.15; OR <- (0.20/0.80)/(0.15/0.85); cat("OR", OR, "Hsieh n", (qnorm(0.975)+qnorm(0.8))^2/(P*(1-P)*log(OR)^2), "\n")
x <- suppressWarnings(chisq.test(table(mtcars$am, mtcars$vs))); f("chisq am×vs Yates X2=%.5f p=%.4f", x$statistic, x$p.value)
x <- suppressWarnings(chisq.test(table(mtcars$am, mtcars$vs), correct=FALSE)); f("chisq am×vs uncorrected X2=%.4f", x$statistic)
x <- suppressWarnings(cor.test(mtcars$mpg, mtcars$wt, method="spearman")); f("spearman rho=%.6f p=%.4g", x$estimate, x$p.value)
f("BH %s", paste(p.adjust(c(0.01,0.04,0.03,0.005), "BH"), collapse=" "))
d <- PlantGrowth; med <- ave(d$weight, d$group, FUN=median); a <- anova(lm(abs(d$weight-med) ~ d$group)); f("Levene(median) F=%.4f p=%.4f", a$`F value`[1], a$`Pr(>F)`[1])
tk <- TukeyHSD(aov(weight ~ group, data=PlantGrowth)); print(round(tk$group, 6))
f("qtukey(0.95,3,27)=%.6f", qtukey(0.95,3,27))
s <- summary(aov(weight ~ group, data=PlantGrowth))[[1]]; f("aov F=%.4f p=%.5f SS=%.3f %.3f", s$`F value`[1], s$`Pr(>F)`[1], s$`Sum Sq`[1], s$`Sum Sq`[2])
w <- suppressWarnings(wilcox.test(extra ~ group, data=sleep, exact=FALSE)); f("wilcox W=%.1f p=%.5f", w$statistic, w$p.value)
k <- kruskal.test(weight ~ group, data=PlantGrowth); f("kruskal chi2=%.4f p=%.5f", k$statistic, k$p.value)
w <- suppressWarnings(wilcox.test(sleep$extra[1:10], sleep$extra[11:20], paired=TRUE, exact=FALSE)); f("signed-rank V=%.0f p=%.6f", w$statistic, w$p.value)
m <- summary(lm(mpg ~ wt, data=mtcars)); f("lm mpg~wt R2=%.4f adj=%.4f F=%.2f p=%.4g", m$r.squared, m$adj.r.squared, m$fstatistic[1], pf(m$fstatistic[1], m$fstatistic[2], m$fstatistic[3], lower.tail=FALSE))
m <- summary(lm(mpg ~ wt + hp, data=mtcars)); f("lm mpg~wt+hp R2=%.4f adj=%.4f F=%.2f p=%.4g", m$r.squared, m$adj.r.squared, m$fstatistic[1], pf(m$fstatistic[1], m$fstatistic[2], m$fstatistic[3], lower.tail=FALSE))
g <- glm(am ~ wt, family=binomial, data=mtcars); f("glm am~wt dev=%.3f null=%.3f AIC=%.3f", g$deviance, g$null.deviance, g$aic)
g <- glm(am ~ hp + wt, family=binomial, data=mtcars); f("glm am~hp+wt dev=%.3f AIC=%.3f", g$deviance, g$aic)
g <- summary(glm(vs ~ mpg, family=binomial, data=mtcars)); f("glm vs~mpg b=%.4f se=%.4f dev=%.3f null=%.3f", g$coefficients[2,1], g$coefficients[2,2], g$deviance, g$null.deviance)
x <- shapiro.test(mtcars$mpg); f("SW mpg W=%.5f p=%.4f", x$statistic, x$p.value)
x <- shapiro.test(residuals(aov(weight ~ group, data=PlantGrowth))); f("SW resid W=%.5f p=%.4f", x$statistic, x$p.value)
x <- shapiro.test(c(48.4, 49, 59.5, 59.6, 60.7, 88.8, 98.2, 109.4, 169.1, 227.1)); f("SW small W=%.5f p=%.5f", x$statistic, x$p.value)
x <- shapiro.test(c(1,2,4)); f("SW n3 W=%.5f p=%.4f", x$statistic, x$p.value)
x <- t.test(extra ~ group, data=sleep); f("Welch t=%.4f df=%.3f p=%.5f CI %.7f %.7f", x$statistic, x$parameter, x$p.value, x$conf.int[1], x$conf.int[2])
x <- t.test(extra ~ group, data=sleep, var.equal=TRUE); f("Student t=%.4f p=%.5f CI %.6f %.6f", x$statistic, x$p.value, x$conf.int[1], x$conf.int[2])
x <- t.test(sleep$extra[1:10], sleep$extra[11:20], paired=TRUE); f("paired t=%.4f p=%.6f CI %.7f %.7f", x$statistic, x$p.value, x$conf.int[1], x$conf.int[2])
x <- cor.test(mtcars$mpg, mtcars$wt); f("pearson r=%.7f t=%.3f p=%.4g CI %.7f %.7f", x$estimate, x$statistic, x$p.value, x$conf.int[1], x$conf.int[2])
y <- mtcars$mpg; n <- length(y); m2 <- mean((y-mean(y))^2); m3 <- mean((y-mean(y))^3); m4 <- mean((y-mean(y))^4)
g1 <- m3/m2^1.5; G1 <- g1*sqrt(n*(n-1))/(n-2); g2 <- m4/m2^2 - 3; G2 <- ((n+1)*g2 + 6)*(n-1)/((n-2)*(n-3))
f("mpg mean=%.5f sd=%.6f q=%s skew2=%.7f kurt2=%.7f", mean(y), sd(y), paste(quantile(y)[2:4], collapse="/"), G1, G2)
ci_ncp_t <- function(t, df) c(uniroot(function(n) pt(t, df, n) - 0.975, c(-50,50), tol=1e-12)$root, uniroot(function(n) pt(t, df, n) - 0.025, c(-50,50), tol=1e-12)$root)
ci <- ci_ncp_t(-1.860813, 18) * sqrt(1/10+1/10); f("d CI %.4f %.4f d=%.4f", ci[1], ci[2], -1.860813*sqrt(0.2))
ci <- ci_ncp_t(-4.062128, 9) / sqrt(10); f("dz CI %.4f %.4f", ci[1], ci[2])
Fv <- 4.846088; lam <- uniroot(function(l) pf(Fv, 2, 27, ncp=l) - 0.95, c(0, 50), tol=1e-12)$root; f("eta2 lower lambda=%.4f eta2=%.4f", lam, lam/(lam+30))
f("t d=.5 n=%.5f", power.t.test(delta=0.5, power=0.8)$n)
f("power n=20 %.7f", power.t.test(n=20, delta=1)$power)
f("n power .9 %.5f one-sided %.5f", power.t.test(power=.9, delta=1)$n, power.t.test(power=.9, delta=1, alternative="one.sided")$n)
f("anova power %.7f n %.5f", power.anova.test(groups=4, n=5, between.var=1, within.var=3)$power, power.anova.test(groups=4, between.var=1, within.var=3, power=.8)$n)
# pwr.r.test: n via Fisher z with the pwr formula (iterative); compute with pwr's definition
pr <- function(n, r=0.3, a=0.05) { ttt <- qt(1-a/2, n-2); rc <- sqrt(ttt^2/(ttt^2+n-2)); zr <- atanh(r)+r/(2*(n-1)); zrc <- atanh(rc); pnorm((zr-zrc)*sqrt(n-3)) + pnorm((-zr-zrc)*sqrt(n-3)) }
f("r n=%.5f", uniroot(function(n) pr(n) - 0.8, c(10, 1000), tol=1e-10)$root)
f("f2 power %.7f", pf(qf(0.95,5,89),5,89,ncp=(0.1/0.9)*(5+89+1), lower.tail=FALSE))
pw <- function(N) pf(qf(0.95,5,N-6),5,N-6,ncp=0.15*N, lower.tail=FALSE); f("N92 power %.4f N91 %.4f", pw(92), pw(91))
f("chisq w=.289 power %.7f", pchisq(qchisq(0.95,6),6,ncp=0.289^2*200, lower.tail=FALSE))
f("gof power %.7f", pchisq(qchisq(0.95,3),3,ncp=0.09*100, lower.tail=FALSE))
f("2p %.7f", pnorm(0.3*sqrt(40) - qnorm(0.95)))
f("one-sample %.7f", { df<-59; tc<-qt(0.95,df); pt(tc,df,ncp=0.2*sqrt(60),lower.tail=FALSE)+pt(-tc,df,ncp=0.2*sqrt(60)) })
f("paired %.7f", { df<-19; tc<-qt(0.975,df); pt(tc,df,ncp=0.6*sqrt(20),lower.tail=FALSE)+pt(-tc,df,ncp=0.6*sqrt(20)) })
# Added with decision 033. The logistic fit is also printed fully converged: R's default epsilon stops one step early.
x <- t.test(sleep$extra, mu = 0); f("one-sample t=%.4f df=%d p=%.6f mean=%.2f CI %.7f %.7f", x$statistic, as.integer(x$parameter), x$p.value, x$estimate, x$conf.int[1], x$conf.int[2])
print(confint(lm(mpg ~ wt + hp, data = mtcars)))
g <- glm(am ~ wt, family = binomial, data = mtcars); print(exp(cbind(OR = coef(g), confint.default(g))))
g <- update(g, control = glm.control(epsilon = 1e-14, maxit = 100)); print(exp(cbind(OR = coef(g), confint.default(g))), digits = 8)
k <- kruskal.test(weight ~ group, data = PlantGrowth); f("rank epsilon2 = H/(n-1) = %.5f", k$statistic / (nrow(PlantGrowth) - 1))
if (requireNamespace("effectsize", quietly = TRUE)) { set.seed(1); print(effectsize::rank_epsilon_squared(weight ~ group, data = PlantGrowth, iterations = 1000)) }
m <- lm(mpg ~ wt + hp, data = mtcars); s <- summary(m); Fv <- s$fstatistic
lam <- function(p) uniroot(function(l) pf(Fv[1], Fv[2], Fv[3], ncp = l, lower.tail = FALSE) - p, c(0, 1000), tol = 1e-12)$root
N <- Fv[2] + Fv[3] + 1; f("R2 %.4f CI %.6f %.6f", s$r.squared, lam(0.025) / (lam(0.025) + N), lam(0.975) / (lam(0.975) + N))
if (requireNamespace("MBESS", quietly = TRUE)) print(MBESS::ci.R2(R2 = s$r.squared, df.1 = Fv[2], df.2 = Fv[3]))
if (requireNamespace("lmtest", quietly = TRUE)) { print(lmtest::bptest(lm(dist ~ speed, data = cars))); print(lmtest::bptest(m)) }
if (requireNamespace("sandwich", quietly = TRUE) && requireNamespace("lmtest", quietly = TRUE)) {
  mc <- lm(dist ~ speed, data = cars); print(sqrt(diag(sandwich::vcovHC(mc, type = "HC3"))))
  print(lmtest::coeftest(m, vcov = sandwich::vcovHC(m, type = "HC3"))); print(lmtest::coefci(m, vcov = sandwich::vcovHC(m, type = "HC3")))
}
