import { useRef, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  currencies,
  designStyleIds,
  furnitureCategories,
  furnitureProductInput,
  type FurnitureImportSummary,
  type FurnitureProduct,
} from '@genie/contracts';
import { ApiError } from '../../app/api-client.ts';
import { useErrorText } from '../../app/error-message.ts';
import { showServerFieldErrors, useFieldProps } from '../../app/form-fields.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { ColorSwatch } from '../../ui/color-swatch.tsx';
import { Modal } from '../../ui/dialog.tsx';
import { control, FieldShell, SelectField, TextField } from '../../ui/field.tsx';
import { Icon } from '../../ui/icons.tsx';
import { PageLoading } from '../../ui/spinner.tsx';
import { Failure } from '../client-request/ai-states.tsx';
import { DesktopOnly, useBrowseOnly } from '../shell/browse-only.tsx';
import {
  addFurnitureProduct,
  deleteFurnitureProduct,
  furnitureProductsKey,
  importFurnitureProducts,
  updateFurnitureProduct,
  uploadFurnitureProductPhoto,
  useFurnitureProducts,
} from './furniture-api.ts';
import { FURNITURE_NS, useMoney } from './furniture-piece.tsx';
import { findSidecar, matchPhoto } from './folder-import.ts';

const NS = ['sections', ...FURNITURE_NS, 'validation'];
const PHOTO_TYPES = '.jpg,.jpeg,.png,.webp';

/**
 * The designer's own furniture catalogue (the Furniture Suggestions section): products with a photo,
 * price, size, style and colour, added one by one or imported from a CSV/JSON file or a whole folder
 * (its sidecar and the photos it names). A lead's suggestions draw on it before the demo catalogue.
 */
export function FurnitureCatalogue() {
  const { t } = useTranslation(NS);
  const products = useFurnitureProducts();
  const [editing, setEditing] = useState<FurnitureProduct | 'new' | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const errorText = useErrorText();

  if (products.isPending) return <PageLoading />;
  if (products.isError) return <Failure message={errorText.api(products.error)} onRetry={() => void products.refetch()} retrying={products.isFetching} />;
  const items = products.data.items;
  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm md:flex-row md:items-center md:justify-between">
        <p className="text-sm text-stone-600">{t('furnitureCatalogue.lead')}</p>
        <DesktopOnly fallback={null}>
          <div className="flex shrink-0 flex-wrap gap-2">
            <Button onClick={() => setEditing('new')}>
              <Icon name="plus" className="h-4 w-4" />
              {t('furnitureCatalogue.add')}
            </Button>
            <ImportButtons onReport={setReport} />
          </div>
        </DesktopOnly>
      </div>
      <DesktopOnly fallback={null}>
        <p className="text-xs text-stone-500">{t('furnitureCatalogue.columns')}</p>
      </DesktopOnly>
      {report && <ImportResult report={report} onClose={() => setReport(null)} />}
      {items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-sm text-stone-600">{t('furnitureCatalogue.empty')}</p>
      ) : (
        <ul aria-label={t('furnitureCatalogue.listLabel')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((product) => (
            <ProductCard key={product.id} product={product} onEdit={() => setEditing(product)} />
          ))}
        </ul>
      )}
      <Modal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === 'new' ? t('furnitureCatalogue.addTitle') : t('furnitureCatalogue.editTitle')}
        className="sm:max-w-2xl"
      >
        {editing !== null && <ProductForm product={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      </Modal>
    </div>
  );
}

function ProductCard({ product, onEdit }: { product: FurnitureProduct; onEdit: () => void }) {
  const { t } = useTranslation(NS);
  const money = useMoney();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteFurnitureProduct(product.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: furnitureProductsKey }),
  });
  const size = t('furnitureCatalogue.size', { width: product.width_cm, depth: product.depth_cm, height: product.height_cm });
  return (
    <li aria-label={product.name} className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <div className="relative flex aspect-[4/3] items-center justify-center overflow-hidden bg-stone-100">
        {product.image ? (
          <img src={product.image} alt={product.name} loading="lazy" className="absolute inset-0 h-full w-full object-contain p-2" />
        ) : (
          <span className="flex flex-col items-center gap-1 text-xs text-stone-600">
            <Icon name="image" className="h-6 w-6" />
            {t('furnitureCatalogue.noPhoto')}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="font-semibold text-ink-900">{product.name}</p>
            <p className="text-xs text-stone-500">
              {t(`furniture:categories.${product.category}`)}
              {product.vendor && ` · ${product.vendor}`}
            </p>
          </div>
          <ColorSwatch hex={product.colour} size="sm" />
        </div>
        <p className="text-sm text-stone-700">
          <span className="font-semibold tabular-nums">{money(product.price, product.currency)}</span> · {size} · {product.material}
        </p>
        <div className="flex flex-wrap gap-1">
          {product.styles.map((style) => (
            <Badge key={style} tone="neutral">
              {t(`catalog:styles.${style}`)}
            </Badge>
          ))}
        </div>
        {product.product_url && (
          <a href={product.product_url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-xs text-brand-700 hover:underline">
            {t('furnitureCatalogue.productPage')}
            <Icon name="external" className="h-3 w-3" />
          </a>
        )}
        {remove.isError && <Alert>{errorText.api(remove.error)}</Alert>}
        <DesktopOnly fallback={null}>
          <div className="mt-auto flex flex-wrap gap-2 pt-2">
            {confirming ? (
              <>
                <Button variant="danger" busy={remove.isPending} onClick={() => remove.mutate()}>
                  {t('furnitureCatalogue.confirmDelete')}
                </Button>
                <Button variant="secondary" onClick={() => setConfirming(false)}>
                  {t('common:cancel')}
                </Button>
              </>
            ) : (
              <>
                <Button variant="secondary" onClick={onEdit} aria-label={t('furnitureCatalogue.editNamed', { name: product.name })}>
                  {t('furnitureCatalogue.edit')}
                </Button>
                <Button variant="ghost" onClick={() => setConfirming(true)} aria-label={t('furnitureCatalogue.deleteNamed', { name: product.name })}>
                  {t('furnitureCatalogue.delete')}
                </Button>
              </>
            )}
          </div>
        </DesktopOnly>
      </div>
    </li>
  );
}

type FormInput = z.input<typeof furnitureProductInput>;
type FormOutput = z.output<typeof furnitureProductInput>;
const fieldNames = ['name', 'category', 'styles', 'width_cm', 'depth_cm', 'height_cm', 'colour', 'material', 'price', 'currency', 'vendor', 'product_url', 'image', 'licence'];
const numberField = { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v)) };

function ProductForm({ product, onDone }: { product: FurnitureProduct | null; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(furnitureProductInput),
    defaultValues: product
      ? { ...product }
      : { name: '', category: 'sofa', styles: [], colour: '#c8b8a0', material: '', currency: 'TWD', vendor: '', product_url: '', image: '', licence: '' },
  });
  const field = useFieldProps(form);
  const { handleSubmit, setError, formState } = form;

  const save = useMutation({
    mutationFn: async (values: FormOutput) => {
      const saved = product ? await updateFurnitureProduct(product.id, values) : await addFurnitureProduct(values);
      if (!photo) return { saved, photoFailed: null };
      try {
        return { saved: await uploadFurnitureProductPhoto(saved.id, photo), photoFailed: null };
      } catch (error) {
        return { saved, photoFailed: error };
      }
    },
    onSuccess: async ({ photoFailed }) => {
      await queryClient.invalidateQueries({ queryKey: furnitureProductsKey });
      // The product is saved; a refused photo is said here, and the form stays open to choose another.
      if (photoFailed) setPhotoError(errorText.api(photoFailed));
      else onDone();
    },
    onError: (error) => showServerFieldErrors(error, setError, fieldNames),
  });
  const onField = save.error instanceof ApiError && fieldNames.some((name) => (save.error as ApiError).fields[name]);
  const stylesError = errorText.field(formState.errors.styles?.message);

  return (
    <form noValidate onSubmit={(e) => void handleSubmit((values) => save.mutate(values))(e)} className="mt-5 space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('furnitureCatalogue.fields.name')} required {...field('name')} />
        <SelectField label={t('furnitureCatalogue.fields.category')} required {...field('category')}>
          {furnitureCategories.map((category) => (
            <option key={category} value={category}>
              {t(`furniture:categories.${category}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-stone-700">{t('furnitureCatalogue.fields.styles')}</legend>
        <div
          className="mt-1 grid max-h-40 grid-cols-2 gap-x-3 gap-y-1 overflow-y-auto rounded-lg border border-stone-300 p-2 sm:grid-cols-3"
          aria-invalid={stylesError ? true : undefined}
          aria-describedby={stylesError ? 'product-styles-error' : undefined}
        >
          {designStyleIds.map((style) => (
            <label key={style} className="flex items-center gap-2 text-sm text-stone-700">
              <input type="checkbox" value={style} {...form.register('styles')} className="h-4 w-4 rounded border-stone-300 text-brand-600" />
              {t(`catalog:styles.${style}`)}
            </label>
          ))}
        </div>
        {stylesError && (
          <p id="product-styles-error" role="alert" className="mt-1 text-xs font-medium text-red-600">
            {stylesError}
          </p>
        )}
      </fieldset>
      <div className="grid grid-cols-3 gap-4">
        <TextField label={t('furnitureCatalogue.fields.width')} type="number" inputMode="decimal" min={1} required {...field('width_cm', numberField)} />
        <TextField label={t('furnitureCatalogue.fields.depth')} type="number" inputMode="decimal" min={1} required {...field('depth_cm', numberField)} />
        <TextField label={t('furnitureCatalogue.fields.height')} type="number" inputMode="decimal" min={1} required {...field('height_cm', numberField)} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label={t('furnitureCatalogue.fields.material')} required {...field('material')} />
        <TextField label={t('furnitureCatalogue.fields.colour')} type="color" className="h-10 p-1" {...field('colour')} />
        <div className="grid grid-cols-[1fr_auto] gap-2">
          <TextField label={t('furnitureCatalogue.fields.price')} type="number" inputMode="decimal" min={0} required {...field('price', numberField)} />
          <SelectField label={t('furnitureCatalogue.fields.currency')} {...field('currency')}>
            {currencies.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('furnitureCatalogue.fields.vendor')} {...field('vendor')} />
        <TextField label={t('furnitureCatalogue.fields.productUrl')} type="url" inputMode="url" placeholder="https://" {...field('product_url')} />
      </div>
      <FieldShell id="product-photo" label={t('furnitureCatalogue.fields.photo')} hint={t('furnitureCatalogue.photoHint')} error={photoError ?? undefined}>
        <input
          id="product-photo"
          type="file"
          accept={PHOTO_TYPES}
          onChange={(e: ChangeEvent<HTMLInputElement>) => {
            setPhoto(e.target.files?.[0] ?? null);
            setPhotoError(null);
          }}
          className={control}
        />
      </FieldShell>
      {product?.image && !photo && <p className="text-xs text-stone-500">{t('furnitureCatalogue.keepsPhoto')}</p>}
      <TextField label={t('furnitureCatalogue.fields.licence')} {...field('licence')} />
      {save.isError && !onField && <Alert>{errorText.api(save.error)}</Alert>}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" busy={save.isPending}>
          {t('furnitureCatalogue.save')}
        </Button>
      </div>
    </form>
  );
}

interface ImportReport {
  summary: FurnitureImportSummary;
  /** Photos attached, and those the folder named but that could not be attached (missing or refused). */
  photosAttached: number;
  photoProblems: { file: string; reason: string }[];
}

function ImportButtons({ onReport }: { onReport: (report: ImportReport) => void }) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const browseOnly = useBrowseOnly();

  const run = useMutation({
    mutationFn: async (files: File[]): Promise<ImportReport> => {
      const sidecar = files.length === 1 ? files[0] : findSidecar(files);
      if (!sidecar) throw new NoSidecarError();
      const summary = await importFurnitureProducts(sidecar.name, await sidecar.text());
      let photosAttached = 0;
      const photoProblems: ImportReport['photoProblems'] = [];
      for (const wanted of summary.photos_wanted) {
        const photo = files.length > 1 ? matchPhoto(files, sidecar, wanted.file) : undefined;
        if (!photo) {
          photoProblems.push({ file: wanted.file, reason: t('furnitureCatalogue.import.photoMissing') });
          continue;
        }
        try {
          await uploadFurnitureProductPhoto(wanted.product_id, photo);
          photosAttached += 1;
        } catch (error) {
          photoProblems.push({ file: wanted.file, reason: errorText.api(error) });
        }
      }
      return { summary, photosAttached, photoProblems };
    },
    onSuccess: async (report) => {
      await queryClient.invalidateQueries({ queryKey: furnitureProductsKey });
      onReport(report);
    },
  });
  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    if (files.length > 0) run.mutate(files);
  };
  if (browseOnly) return null;
  return (
    <>
      <Button variant="secondary" busy={run.isPending} onClick={() => fileInput.current?.click()}>
        <Icon name="file" className="h-4 w-4" />
        {t('furnitureCatalogue.import.file')}
      </Button>
      <Button variant="secondary" busy={run.isPending} onClick={() => folderInput.current?.click()}>
        <Icon name="download" className="h-4 w-4" />
        {t('furnitureCatalogue.import.folder')}
      </Button>
      <input ref={fileInput} type="file" accept=".csv,.json" hidden data-testid="catalogue-file" onChange={pick} />
      <input
        ref={folderInput}
        type="file"
        hidden
        multiple
        data-testid="catalogue-folder"
        // Not in React's types: the browser's folder picker.
        {...{ webkitdirectory: '', directory: '' }}
        onChange={pick}
      />
      {run.isError && (
        <Alert className="w-full">{run.error instanceof NoSidecarError ? t('furnitureCatalogue.import.noSidecar') : errorText.api(run.error)}</Alert>
      )}
    </>
  );
}

class NoSidecarError extends Error {}

/** A sidecar column as the form names it. */
const columnLabels: Record<string, string> = {
  name: 'name',
  category: 'category',
  styles: 'styles',
  width_cm: 'width',
  depth_cm: 'depth',
  height_cm: 'height',
  colour: 'colour',
  material: 'material',
  price: 'price',
  currency: 'currency',
  vendor: 'vendor',
  product_url: 'productUrl',
  image: 'photo',
  licence: 'licence',
};

function ImportResult({ report, onClose }: { report: ImportReport; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const fieldLabel = (field: string | undefined) => {
    const key = field ? columnLabels[field] : undefined;
    return key ? t(`furnitureCatalogue.fields.${key}`) : (field ?? '');
  };
  const { summary } = report;
  return (
    <section aria-label={t('furnitureCatalogue.import.resultLabel')} className="space-y-2 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-950">
      <div className="flex items-start justify-between gap-3">
        <p className="font-semibold">
          {t('furnitureCatalogue.import.added', { count: summary.added, file: summary.file })}
          {report.photosAttached > 0 && ` ${t('furnitureCatalogue.import.photos', { count: report.photosAttached })}`}
        </p>
        <Button variant="ghost" onClick={onClose}>
          {t('common:close')}
        </Button>
      </div>
      {summary.skipped.length > 0 && (
        <div>
          <p>{t('furnitureCatalogue.import.skipped', { count: summary.skipped.length })}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {summary.skipped.map((row) => (
              <li key={row.row}>
                {row.reason === 'duplicate'
                  ? t('furnitureCatalogue.import.rowDuplicate', { row: row.row })
                  : row.key
                    ? t('furnitureCatalogue.import.rowBad', { row: row.row, field: fieldLabel(row.field), message: errorText.field(row.key) })
                    : t('furnitureCatalogue.import.rowBad', { row: row.row, field: fieldLabel(row.field), message: row.detail })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {report.photoProblems.length > 0 && (
        <div>
          <p>{t('furnitureCatalogue.import.photoProblems', { count: report.photoProblems.length })}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {report.photoProblems.map((problem) => (
              <li key={problem.file}>
                <span className="font-mono text-xs">{problem.file}</span> — {problem.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
