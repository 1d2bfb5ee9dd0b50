import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { queryStringOf } from '#contract/endpoint';
import { SelectOptions } from '#web/components/ui/SelectOptions';
import { lookupOptions } from '#web/entities/catalogue/lookup-options';
import { useLanguage } from '#web/lib/i18n/i18n';
import { heroLookupQueries } from '../home-queries';

const field =
  'h-12 w-full rounded-xl border border-line bg-surface-raised px-3 text-ink focus-visible:border-brand';

/** The hero's search: category, sale or rent, city → /search with those filters in the URL. */
export function HeroSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [category, setCategory] = useState('1');
  const [transaction, setTransaction] = useState('');
  const [city, setCity] = useState('');
  const lookups = heroLookupQueries(useLanguage());
  const transactions = useQuery(lookups.transactions);
  const places = useQuery(lookups.places);
  const cities = (places.data?.data ?? []).filter((place) => place.parentId !== null);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    void navigate(
      `/search${queryStringOf({ Category: category, TransactionTypeId: transaction, CityId: city })}`,
    );
  };

  return (
    <form
      onSubmit={submit}
      className="grid gap-3 rounded-2xl bg-surface-raised p-4 text-ink shadow-xl sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto]"
    >
      <label className="block">
        <span className="mb-1 block text-sm font-medium">{t('home.hero.category')}</span>
        <select className={field} value={category} onChange={(event) => setCategory(event.target.value)}>
          <option value="1">{t('home.hero.residential')}</option>
          <option value="2">{t('home.hero.industrial')}</option>
        </select>
      </label>
      <label className="block">
        <span className="mb-1 block text-sm font-medium">{t('home.hero.transaction')}</span>
        <select
          className={field}
          value={transaction}
          onChange={(event) => setTransaction(event.target.value)}
        >
          <SelectOptions
            emptyLabel={t('home.hero.anyTransaction')}
            options={lookupOptions(transactions.data?.data)}
          />
        </select>
      </label>
      <label className="block">
        <span className="mb-1 block text-sm font-medium">{t('home.hero.city')}</span>
        <select className={field} value={city} onChange={(event) => setCity(event.target.value)}>
          <SelectOptions emptyLabel={t('home.hero.anyCity')} options={lookupOptions(cities)} />
        </select>
      </label>
      <button
        type="submit"
        className="flex h-12 items-center justify-center gap-2 self-end rounded-xl bg-accent-strong px-6 font-bold text-white hover:opacity-90 sm:col-span-2 lg:col-span-1 dark:text-surface"
      >
        <Search aria-hidden className="size-5" />
        {t('home.hero.search')}
      </button>
    </form>
  );
}
