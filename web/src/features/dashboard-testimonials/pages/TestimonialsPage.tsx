import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardTestimonial } from '#contract/dashboard/testimonials';
import { ConfirmDialog } from '#web/components/ui/ConfirmDialog';
import {
  useDeleteTestimonial,
  useSetTestimonialPublished,
  useTestimonialList,
  type TestimonialSort,
} from '../api';
import type { Column } from '#web/components/back-office/DataTable';
import { createdColumn } from '#web/components/back-office/created-column';
import { ListPage } from '#web/components/back-office/ListPage';
import { NewButton } from '#web/components/back-office/NewButton';
import { RowIconButton } from '#web/components/back-office/RowIconButton';
import { StateFilter } from '#web/components/back-office/StateFilter';
import { TestimonialDialog } from '../components/TestimonialDialog';
import { TestimonialPublishSwitch } from '../components/TestimonialPublishSwitch';
import { toastOutcome } from '#web/lib/api/toast-outcome';
import { useCan } from '#web/lib/session/staff-session';
import { useLanguage } from '#web/lib/i18n/i18n';
import { useListState } from '#web/components/back-office/use-list-state';
import type { Language } from '#contract/common';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { TestimonialsPage as Component };

type Editing = { testimonial?: DashboardTestimonial } | undefined;

/** The name in the staff member's language, else the other one. */
const pick = (language: Language, ar: string | null, en: string | null) =>
  (language === 'ar' ? (ar ?? en) : (en ?? ar)) ?? '';

export function TestimonialsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const can = useCan();
  const list = useListState<TestimonialSort, { isPublished?: boolean }>('order');
  const testimonials = useTestimonialList(list.params, list.filters.isPublished);
  const setPublished = useSetTestimonialPublished();
  const remove = useDeleteTestimonial();
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<DashboardTestimonial>();
  const nameOf = (item: DashboardTestimonial) => pick(language, item.authorNameAr, item.authorNameEn);

  const togglePublished = (item: DashboardTestimonial, published: boolean) =>
    setPublished.mutate(
      { id: item.id, published },
      toastOutcome(
        published ? t('dashboard.testimonials.publishedDone') : t('dashboard.testimonials.unpublishedDone'),
      ),
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
            <RowIconButton
              label={t('dashboard.testimonials.edit', { name: nameOf(item) })}
              icon={Pencil}
              onClick={() => setEditing({ testimonial: item })}
            />
          )}
          {can('Testimonials.Delete') && (
            <RowIconButton
              label={t('dashboard.testimonials.delete', { name: nameOf(item) })}
              icon={Trash2}
              onClick={() => setDeleting(item)}
              danger
            />
          )}
        </div>
      ),
    },
  ];

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      deleting.id,
      toastOutcome(t('dashboard.testimonials.deleted'), () => setDeleting(undefined)),
    );
  };

  return (
    <>
      <ListPage
        title={t('dashboard.nav.testimonials')}
        actions={
          can('Testimonials.Create') && (
            <NewButton label={t('dashboard.testimonials.new')} onClick={() => setEditing({})} />
          )
        }
        columns={columns}
        rowKey={(item) => item.id}
        query={testimonials}
        list={list}
        emptyText={t('dashboard.testimonials.empty')}
        searchLabel={t('dashboard.testimonials.search')}
        filters={
          <StateFilter
            label={t('dashboard.testimonials.status')}
            falseLabel={t('dashboard.testimonials.unpublished')}
            trueLabel={t('dashboard.testimonials.published')}
            trueFirst
            value={list.filters.isPublished}
            onChange={(isPublished) => list.filter({ isPublished })}
          />
        }
      />
      {editing && (
        <TestimonialDialog testimonial={editing.testimonial} onClose={() => setEditing(undefined)} />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('dashboard.testimonials.deleteTitle')}
          body={t('dashboard.testimonials.deleteBody', { name: nameOf(deleting) })}
          confirmLabel={t('dashboard.testimonials.deleteConfirm')}
          onCancel={() => setDeleting(undefined)}
          onConfirm={confirmDelete}
        />
      )}
    </>
  );
}
