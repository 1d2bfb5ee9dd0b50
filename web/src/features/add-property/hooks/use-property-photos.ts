import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '#web/lib/browser/notify';
import type { PropertyMedia } from '#contract/properties';
import { useDeletePhoto, useInvalidateProperties, useReorderPhotos } from '../api';
import { uploadPhoto } from '../lib/upload-photo';

/** decisions.md "Media": JPEG, PNG or WebP, 10 MB each, 20 per ad. */
export const PHOTO_RULES = {
  types: ['image/jpeg', 'image/png', 'image/webp'],
  maxBytes: 10 * 1024 * 1024,
  maxCount: 20,
} as const;

export interface PendingPhoto {
  key: string;
  name: string;
  previewUrl: string;
  /** Its turn has come: it is on its way up. */
  started: boolean;
  /** 0 to 1. */
  progress: number;
  error?: string;
}

interface QueuedFile {
  key: string;
  file: File;
  propertyId: number;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The ad's photos: the stored ones in order (the first is the cover) and the ones on their way up,
 * each with its own progress. Files go up one at a time, in the order chosen, so they keep it.
 */
export function usePropertyPhotos(propertyId: number | undefined, initial: PropertyMedia[]) {
  const { t } = useTranslation();
  const invalidateProperties = useInvalidateProperties();
  const [media, setMedia] = useState(initial);
  const [pending, setPending] = useState<PendingPhoto[]>([]);
  const reorder = useReorderPhotos();
  const remove = useDeletePhoto();
  const queue = useRef<QueuedFile[]>([]);
  const draining = useRef(false);
  /** Each pending photo's preview (an object URL), by key, to release when it is done. */
  const previews = useRef(new Map<string, string>());
  const lastKey = useRef(0);

  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls.values()) URL.revokeObjectURL(url);
    };
  }, []);

  const patch = (key: string, change: Partial<PendingPhoto>) =>
    setPending((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const forget = (key: string) => {
    const url = previews.current.get(key);
    if (url) URL.revokeObjectURL(url);
    previews.current.delete(key);
    setPending((list) => list.filter((item) => item.key !== key));
  };

  async function drain() {
    if (draining.current) return;
    draining.current = true;
    let uploaded = false;
    for (let next = queue.current.shift(); next; next = queue.current.shift()) {
      const { key, file } = next;
      patch(key, { started: true });
      try {
        const added = await uploadPhoto(next.propertyId, file, (progress) => patch(key, { progress }));
        setMedia((list) => [...list, ...added]);
        forget(key);
        uploaded = true;
      } catch (error) {
        patch(key, { error: messageOf(error) });
      }
    }
    draining.current = false;
    // Lists and details show the cover: refetch them once the batch is up.
    if (uploaded) void invalidateProperties();
  }

  function addFiles(files: Iterable<File>) {
    if (propertyId === undefined) return;
    let room = PHOTO_RULES.maxCount - media.length - pending.filter((item) => !item.error).length;
    const added: PendingPhoto[] = [];
    for (const file of files) {
      const previewUrl = URL.createObjectURL(file);
      lastKey.current += 1;
      const key = String(lastKey.current);
      previews.current.set(key, previewUrl);
      const photo: PendingPhoto = {
        key,
        name: file.name,
        previewUrl,
        started: false,
        progress: 0,
      };
      if (!PHOTO_RULES.types.some((type) => type === file.type)) {
        photo.error = t('addProperty.photos.wrongType');
      } else if (file.size > PHOTO_RULES.maxBytes) {
        photo.error = t('addProperty.photos.tooLarge', { max: 10 });
      } else if (room <= 0) {
        photo.error = t('addProperty.photos.tooMany', { count: PHOTO_RULES.maxCount });
      } else {
        room -= 1;
        queue.current.push({ key: photo.key, file, propertyId });
      }
      added.push(photo);
    }
    setPending((list) => [...list, ...added]);
    void drain();
  }

  function move(from: number, to: number) {
    if (propertyId === undefined || to < 0 || to >= media.length || from === to) return;
    const previous = media;
    const next = [...media];
    const [moved] = next.splice(from, 1);
    if (!moved) return;
    next.splice(to, 0, moved);
    setMedia(next);
    reorder.mutate(
      { propertyId, mediaIds: next.map((item) => item.id) },
      {
        onSuccess: (answer) => setMedia(answer.data),
        onError: (error) => {
          setMedia(previous);
          notify.error(messageOf(error));
        },
      },
    );
  }

  function deletePhoto(mediaId: number) {
    remove.mutate(mediaId, {
      onSuccess: () => {
        setMedia((list) => list.filter((item) => item.id !== mediaId));
        notify.success(t('addProperty.photos.deleted'));
      },
      onError: (error) => notify.error(messageOf(error)),
    });
  }

  return {
    media,
    pending,
    uploading: pending.some((item) => !item.error),
    busy: reorder.isPending || remove.isPending,
    addFiles,
    dismiss: forget,
    move,
    deletePhoto,
  };
}

export type PropertyPhotos = ReturnType<typeof usePropertyPhotos>;
