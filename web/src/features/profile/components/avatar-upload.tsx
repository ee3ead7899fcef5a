import { useRef, type ChangeEvent } from 'react'
import { useToast } from '../../../components/toast'
import { Button } from '../../../components/ui/button'
import { errorMessage } from '../../../lib/api-client'
import { AVATAR_MAX_BYTES, useRemoveAvatar, useUploadAvatar } from '../api/profile-queries'

const isSvg = (file: Pick<File, 'type' | 'name'>) => file.type === 'image/svg+xml' || /\.svgz?$/i.test(file.name)

/** Quick checks for the user's sake; the server decides by the file's bytes and refuses SVG again. */
export function avatarProblem(
  file: Pick<File, 'type' | 'size' | 'name'>,
): { title: string; description: string } | null {
  if (!file.type.startsWith('image/') || isSvg(file))
    return { title: 'Invalid file type', description: 'Please select an image file.' }
  if (file.size > AVATAR_MAX_BYTES)
    return { title: 'File too large', description: 'Please select an image smaller than 5MB.' }
  return null
}

export function AvatarUpload({ avatarUrl, initials }: { avatarUrl: string | null; initials: string }) {
  const toast = useToast()
  const upload = useUploadAvatar()
  const remove = useRemoveAvatar()
  const input = useRef<HTMLInputElement>(null)

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const problem = avatarProblem(file)
    if (problem) {
      toast({ ...problem, variant: 'destructive' })
      return
    }
    upload.mutate(file, {
      onSuccess: () => toast({ title: 'Photo uploaded', variant: 'success' }),
      onError: (error) => toast({ title: 'Upload failed', description: errorMessage(error), variant: 'destructive' }),
    })
  }

  return (
    <div className="flex flex-wrap items-center gap-4">
      {avatarUrl ? (
        <img
          src={avatarUrl}
          alt="You, as others see you"
          width={80}
          height={80}
          className="h-20 w-20 rounded-full object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex h-20 w-20 items-center justify-center rounded-full bg-brand-700 text-xl font-bold text-white"
        >
          {initials}
        </span>
      )}
      <div className="space-y-2">
        <input
          ref={input}
          id="avatar-file"
          aria-label="Profile photo file"
          tabIndex={-1}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="sr-only"
          onChange={handleFile}
        />
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" disabled={upload.isPending} onClick={() => input.current?.click()}>
            {upload.isPending ? 'Uploading...' : avatarUrl ? 'Change photo' : 'Upload photo'}
          </Button>
          {avatarUrl && (
            <Button
              size="sm"
              variant="ghost"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onError: (error) =>
                    toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
                })
              }
            >
              Remove photo
            </Button>
          )}
        </div>
        <p className="text-xs text-slate-600">
          PNG, JPEG or WebP, up to 5 MB. Stored as a 256 × 256 image without its metadata.
        </p>
      </div>
    </div>
  )
}
