import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardTestimonial } from '#contract/dashboard/testimonials';
import { ConfirmDialog } from '#web/components/ui/ConfirmDialog';
import { notify } from '#web/lib/browser/notify';
import {
  useDeleteTestimonial,
  useSetTestimonialPublished,
  useTestimonialList,
  type TestimonialSort,
} from '../api';
import type { Column } from '#web/components/back-office/DataTable';
import { createdColumn } from '#web/components/back-office/created-column';
import { ListTable } from '#web/components/back-office/ListTable';
import { Button } from '#web/components/ui/Button';
import { PageHeading } from '#web/components/back-office/PageHeading';
import { FilterSelect } from '#web/components/ui/filters/FilterSelect';
import { TestimonialDialog } from '../components/TestimonialDialog';
import { TestimonialPublishSwitch } from '../components/TestimonialPublishSwitch';
import { errorMessage } from '#web/lib/api/api-client';
import { useCan } from '#web/lib/session/staff-session';
import { useLanguage } from '#web/lib/i18n/i18n';
import { useListState } from '#web/components/back-office/use-list-state';
import type { Language } from '#contract/common';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { TestimonialsPage as Component };

const rowButton = 'inline-flex size-8 items-center justify-center rounded-full hover:bg-line';

type Editing = { testimonial?: DashboardTestimonial } | undefined;

/** The name in the staff member's language, else the other one. */
const pick = (language: Language, ar: string | null, en: string | null) =>
  (language === 'ar' ? (ar ?? en) : (en ?? ar)) ?? '';

export function TestimonialsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const can = useCan();
  const list = useListState<TestimonialSort>('order');
  const [isPublished, setIsPublished] = useState<boolean>();
  const testimonials = useTestimonialList(list.params, isPublished);
  const setPublished = useSetTestimonialPublished();
  const remove = useDeleteTestimonial();
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<DashboardTestimonial>();
  const nameOf = (item: DashboardTestimonial) => pick(language, item.authorNameAr, item.authorNameEn);

  const togglePublished = (item: DashboardTestimonial, published: boolean) =>
    setPublished.mutate(
      { id: item.id, published },
      {
        onSuccess: () =>
          notify.success(
            published
              ? t('dashboard.testimonials.publishedDone')
              : t('dashboard.testimonials.unpublishedDone'),
          ),
        onError: (error) => notify.error(errorMessage(error)),
      },
    );

  const columns: Column<DashboardTestimonial, TestimonialSort>[] = [
    {
      id: 'author',
      header: t('dashboard.testimonials.author'),
      cell: (item) => (
        <div className="min-w-32">
          <span className="block font-medium">
            <bdi>{nameOf(item)}</bdi>
          </span>
          <span className="block text-sm text-ink-muted">
            <bdi>{pick(language, item.authorRoleAr, item.authorRoleEn)}</bdi>
          </span>
        </div>
      ),
    },
    {
      id: 'quote',
      header: t('dashboard.testimonials.quote'),
      cell: (item) => (
        <p dir="auto" className="line-clamp-2 min-w-48 max-w-md">
          {pick(language, item.quoteAr, item.quoteEn)}
        </p>
      ),
    },
    {
      id: 'rating',
      header: t('dashboard.testimonials.rating'),
      className: 'whitespace-nowrap',
      cell: (item) => (item.rating ? t('dashboard.testimonials.stars', { count: item.rating }) : '—'),
    },
    {
      id: 'status',
      header: t('dashboard.testimonials.status'),
      cell: (item) =>
        can('Testimonials.Update') ? (
          <TestimonialPublishSwitch
            published={item.isPublished}
            name={nameOf(item)}
            busy={setPublished.isPending && setPublished.variables.id === item.id}
            onChange={(published) => togglePublished(item, published)}
          />
        ) : item.isPublished ? (
          t('dashboard.testimonials.published')
        ) : (
          t('dashboard.testimonials.unpublished')
        ),
    },
    {
      id: 'order',
      header: t('dashboard.testimonials.sortOrder'),
      sort: { ascending: 'order', descending: 'order' },
      cell: (item) => <span dir="ltr">{item.sortOrder}</span>,
    },
    createdColumn('created', t('dashboard.testimonials.created'), language),
    {
      id: 'actions',
      header: t('dashboard.table.actions'),
      cell: (item) => (
        <div className="flex gap-1">
          {can('Testimonials.Update') && (
            <button
              type="button"
              className={rowButton}
              aria-label={t('dashboard.testimonials.edit', { name: nameOf(item) })}
              onClick={() => setEditing({ testimonial: item })}
            >
              <Pencil aria-hidden className="size-4" />
            </button>
          )}
          {can('Testimonials.Delete') && (
            <button
              type="button"
              className={`${rowButton} text-red-700 dark:text-red-300`}
              aria-label={t('dashboard.testimonials.delete', { name: nameOf(item) })}
              onClick={() => setDeleting(item)}
            >
              <Trash2 aria-hidden className="size-4" />
            </button>
          )}
        </div>
      ),
    },
  ];

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => notify.success(t('dashboard.testimonials.deleted')),
      onError: (error) => notify.error(errorMessage(error)),
      onSettled: () => setDeleting(undefined),
    });
  };

  return (
    <>
      <PageHeading
        title={t('dashboard.nav.testimonials')}
        actions={
          can('Testimonials.Create') && (
            <Button look="primary" onClick={() => setEditing({})}>
              <Plus aria-hidden className="size-4" />
              {t('dashboard.testimonials.new')}
            </Button>
          )
        }
      />
      <ListTable
        caption={t('dashboard.nav.testimonials')}
        columns={columns}
        rowKey={(item) => item.id}
        query={testimonials}
        list={list}
        emptyText={t('dashboard.testimonials.empty')}
        searchLabel={t('dashboard.testimonials.search')}
        filters={
          <>
            <FilterSelect
              label={t('dashboard.testimonials.status')}
              className="w-full sm:w-44"
              value={isPublished === undefined ? '' : String(isPublished)}
              options={[
                { value: '', label: t('dashboard.filters.all') },
                { value: 'true', label: t('dashboard.testimonials.published') },
                { value: 'false', label: t('dashboard.testimonials.unpublished') },
              ]}
              onChange={(value) => {
                setIsPublished(value === '' ? undefined : value === 'true');
                list.resetPage();
              }}
            />
          </>
        }
      />
      {editing && (
        <TestimonialDialog testimonial={editing.testimonial} onClose={() => setEditing(undefined)} />
      )}
      {deleting && (
        <ConfirmDialog
          open
          title={t('dashboard.testimonials.deleteTitle')}
          body={t('dashboard.testimonials.deleteBody', { name: nameOf(deleting) })}
          confirmLabel={t('dashboard.testimonials.deleteConfirm')}
          cancelLabel={t('dashboard.cancel')}
          onCancel={() => setDeleting(undefined)}
          onConfirm={confirmDelete}
        />
      )}
    </>
  );
}
