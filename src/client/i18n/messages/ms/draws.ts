// Bahasa Melayu.
// The draw's texts (draws_*): /promo's form, the spin page (the wheel, the win dialog, the drawing history,
// Edit Prize Names) and clearing the history in the Audit tab.
import type { PrizeType } from '#shared/prizes';

// /promo's form, in the first load of every visitor.
export const draws_promoTitle = 'Masukkan Kod Promosi Anda';
export const draws_promoIntro = 'Masukkan kod yang anda terima dan putar untuk memenangi hadiah.';
export const draws_promoLabel = 'Kod promosi';
export const draws_promoPlaceholder = 'KOD PROMOSI';
export const draws_start = 'Mulakan Cabutan Bertuah';
export const draws_validating = 'Mengesahkan...';

// The spin page (/spin): the wheel, the win dialog, the drawing history and Edit Prize Names.
// The wheel and its button
export const draws_wheelTitle = 'Roda Bertuah';
export const draws_superWheelTitle = 'RODA KILAT SUPER';
export const draws_demoMode = 'Mod Demo - Lihat Sahaja';
export const draws_codeLabel = 'Kod:';
export const draws_muteSounds = 'Matikan bunyi';
export const draws_unmuteSounds = 'Hidupkan bunyi';
export const draws_wheelLabel = 'Roda hadiah';
export const draws_spinWheel = 'Putar Roda';
export const draws_spinning = 'Sedang berputar...';
export const draws_tryAgain = 'Cuba Lagi';
export const draws_enterNewCode = 'Masukkan Kod Baharu untuk Putar Lagi';
export const draws_spinFailed = (p: { reason: string }) =>
  `Putaran tidak dapat diselesaikan: ${p.reason.replace(/\.?$/, '.')} Tekan Cuba Lagi.`;
export const draws_demoCompleteTitle = 'Demo Selesai';
export const draws_demoCompleteText = 'Ini hanya putaran demonstrasi. Tiada hadiah boleh dituntut.';
export const draws_toastError = 'Ralat';
export const draws_toastSuccess = 'Berjaya';

// The win dialog
export const draws_winCongratulations = 'Tahniah!';
export const draws_winYouWon = 'Anda memenangi';
export const draws_winScreenshot = 'Ambil tangkapan skrin ini untuk pengesahan';
export const draws_winReference = 'Rujukan';
export const draws_winTime = 'Masa cabutan';
export const draws_winClaim = 'Sila hubungi khidmat pelanggan kami untuk menuntut hadiah anda.';
export const draws_winDone = 'Hebat!';
export const draws_winWorth = (p: { value: string }) => `Bernilai ${p.value}`;

// The drawing history: the latest draws and the history view
export const draws_historyTitle = 'Sejarah Cabutan';
export const draws_loading = 'Memuatkan...';
export const draws_historyLoadFailed = 'Sejarah cabutan tidak dapat dimuatkan.';
export const draws_noDraws = 'Belum ada cabutan';
export const draws_typeNormal = 'BIASA';
export const draws_typeSuper = 'SUPER';
export const draws_totalRecords = (p: { total: number }) => `Jumlah rekod: ${p.total}`;
export const draws_historyLoadError = (p: { reason: string }) =>
  `Sejarah cabutan tidak dapat dimuatkan: ${p.reason}`;
export const draws_historyPages = 'Halaman sejarah';
export const draws_previous = 'Sebelumnya';
export const draws_next = 'Seterusnya';
export const draws_page = (p: { page: number }) => `Halaman ${p.page}`;
export const draws_enterNewPromoCode = 'Masukkan Kod Promosi Baharu';

// Edit Prize Names (admins, on the spin page)
export const draws_editPrizeNames = 'Edit Nama Hadiah';
export const draws_editPrizeNamesHint = 'Perubahan dipaparkan serta-merta pada setiap roda yang dibuka.';
export const draws_normalPrize = 'HADIAH BIASA';
export const draws_superPrize = 'HADIAH SUPER';
export const draws_prizeNumber = (p: { number: number }) => `Hadiah ${p.number}`;
export const draws_prizeNamesEmpty = 'Nama hadiah tidak boleh kosong';
export const draws_prizeNamesSaved = (p: { type: PrizeType }) =>
  `Nama hadiah ${p.type === 'normal' ? 'biasa' : 'super'} dikemas kini dan disegerakkan ke semua peranti`;
export const draws_saving = 'Menyimpan...';
export const draws_saveChanges = 'Simpan Perubahan';

// The page's region, named for screen readers
export const draws_spinPageLabel = 'Roda bertuah';

// Clearing the draw history, in the dashboard's Audit tab.
export const draws_clearCardTitle = 'Sejarah cabutan';
export const draws_clearIntro =
  'Mengosongkan akan membuang setiap cabutan daripada sejarah cabutan dan cabutan terkini di halaman roda. Kod promosi dan log audit ini kekal, dan pengosongan direkodkan di sini bersama bilangan cabutan.';
export const draws_clearButton = 'Kosongkan sejarah cabutan';
export const draws_clearDialogTitle = 'Kosongkan sejarah cabutan?';
export const draws_clearDialogText =
  'Setiap cabutan akan dibuang dan tidak boleh dikembalikan. Muat turun dahulu untuk menyimpan salinan.';
export const draws_clearStepCopy = '1. Simpan salinan cabutan';
export const draws_clearDownload = 'Muat turun CSV cabutan';
export const draws_clearStepConfirm = (p: { word: string }) => `2. Taip ${p.word} untuk mengesahkan`;
export const draws_clearing = 'Mengosongkan...';
export const draws_clearedTitle = 'Sejarah cabutan dikosongkan';
export const draws_clearedText = (p: { count: number }) => `${p.count} cabutan dipadam`;
