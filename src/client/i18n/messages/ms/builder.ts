// Bahasa Melayu.
// The page builders (HOME and NOTICE): their shared kit (toolbar, list, editors, versions, publish) and
// each builder's own words. A sentence that counts or names a builder's entries is the builder's own
// message (builder_section…, builder_notice…), not a noun glued into a shared one.

// Bar alat, status draf dan perkara yang perlu diuruskan
export const builder_edit = 'Sunting';
export const builder_preview = 'Pratonton';
export const builder_mode = 'Mod';
export const builder_settings = 'Tetapan';
export const builder_versions = 'Versi';
export const builder_statusLoading = 'Memuatkan draf...';
export const builder_statusLoadFailed = 'Draf tidak dapat dimuatkan';
export const builder_statusSaving = 'Menyimpan draf...';
export const builder_statusSaveFailed = (p: { reason: string }) =>
  `Draf tidak disimpan: ${p.reason}. Disimpan dalam tab ini; sedang mencuba lagi.`;
export const builder_noAnswer = 'pelayan tidak menjawab';
export const builder_statusConflict = 'Draf telah diubah di tempat lain';
export const builder_statusSaved = 'Draf disimpan, belum diterbitkan';
export const builder_statusPublished = 'Diterbitkan: tiada perubahan yang belum diterbitkan';
export const builder_loadFailed = (p: { reason: string }) => `Draf tidak dapat dimuatkan: ${p.reason}`;
export const builder_loadLatest = 'Muatkan draf terkini';
export const builder_stale = (p: { page: string }) =>
  `Orang lain telah menerbitkan ${p.page} selepas draf ini dimulakan: menerbitkan draf ini akan menggantikan perubahan mereka. Buang draf ini untuk bermula semula daripada apa yang diterbitkan sekarang.`;

// Siapa lagi membuka pembina ini; suntingan yang ditolak kerana draf diubah di tempat lain
export const builder_editorsHere = 'Turut dalam pembina ini sekarang:';
export const builder_editorSince = (p: { name: string; since: string }) => `${p.name}, sejak ${p.since}`;
export const builder_editorDevice = (p: { browser: string; os: string }) => `${p.browser} di ${p.os}`;
export const builder_editorAt = (p: { name: string; address: string }) => `${p.name} (${p.address})`;
export const builder_editorPerson = (p: { name: string; where: string }) => `${p.name}, ${p.where}`;
export const builder_editorYou = 'Tab atau tetingkap anda yang lain';
export const builder_editorSomeone = 'Pelayar lain';
export const builder_editorsHint =
  'Anda menyunting draf yang sama: sepakati siapa mengubah apa. Jika suntingan anda bertembung, suntingan anda kekal di skrin untuk digunakan semula.';
export const builder_conflictBy = (p: { who: string; at: string; edit: string }) =>
  `${p.who} mengubah draf pada ${p.at} semasa anda menyunting, jadi suntingan terakhir anda tidak disimpan. Ia masih di sini: ${p.edit}.`;
export const builder_conflictKept = (p: { edit: string }) =>
  `Draf telah diubah di tempat lain semasa anda menyunting, jadi suntingan terakhir anda tidak disimpan. Ia masih di sini: ${p.edit}.`;
export const builder_applyOnto = 'Gunakan pada draf yang lebih baharu';
export const builder_applying = 'Sedang menggunakan...';
export const builder_dropMine = 'Buang suntingan saya, muatkan suntingan mereka';
export const builder_appliedTitle = 'Suntingan anda telah digunakan';
export const builder_appliedText = 'Ia disimpan dalam draf yang lebih baharu, bersama perubahan lain.';

// Terbitkan dan buang
export const builder_publish = 'Terbitkan';
export const builder_publishing = 'Menerbitkan...';
export const builder_saving = 'Menyimpan...';
export const builder_discard = 'Buang draf';
export const builder_publishTitle = (p: { page: string }) => `Terbitkan ${p.page}?`;
export const builder_publishText =
  'Pelawat melihat draf ini mulai sekarang, dan ia disimpan sebagai satu versi. Perubahannya:';
export const builder_discardTitle = 'Buang draf?';
export const builder_discardText = (p: { page: string }) =>
  `Perubahan anda yang belum diterbitkan pada ${p.page} dibuang, pada setiap peranti; pembina menunjukkan halaman yang diterbitkan semula.`;
export const builder_savedTitle = 'Disimpan';
export const builder_savedText = (p: { page: string }) => `Draf ${p.page} telah disimpan dan kini disiarkan.`;
export const builder_discardedTitle = 'Draf dibuang';
export const builder_discardedText = 'Pembina menunjukkan halaman yang diterbitkan semula.';
export const builder_notSavedReason = 'draf tidak dapat disimpan';
export const builder_notSaved = 'Draf tidak dapat disimpan';

// Perubahan sebelum diterbitkan: entri di bawah Ditambah, Diubah dan Dibuang, setiap satu dengan nama dan
// kedudukannya dalam senarai
export const builder_changesList = 'Perubahan yang akan diterbitkan';
export const builder_groupAdded = (p: { count: number }) => `Ditambah (${p.count})`;
export const builder_groupChanged = (p: { count: number }) => `Diubah (${p.count})`;
export const builder_groupRemoved = (p: { count: number }) => `Dibuang (${p.count})`;
export const builder_changeAt = (p: { label: string; position: number }) =>
  `${p.label} · kedudukan\u00a0${p.position}`;
export const builder_changeWasAt = (p: { label: string; position: number }) =>
  `${p.label} · dahulu kedudukan\u00a0${p.position}`;
/** The changes in one sentence (a refused edit's alert): 'Changed (1): Hero section “Welcome” · position 1'. */
export const builder_changesInLine = (p: { heading: string; names: string }) => `${p.heading}: ${p.names}`;
export const builder_nameSeparator = ', ';
export const builder_groupSeparator = '; ';
export const builder_andMore = (p: { count: number }) => `dan ${p.count} lagi`;
export const builder_orderChanged = 'Susunan diubah';
export const builder_settingsChanged = 'Tetapan diubah';
export const builder_noChanges = 'Tiada perubahan';
export const builder_changesUnknown = 'Belum diketahui: halaman yang diterbitkan belum dimuatkan.';

// Senarai entri
export const builder_showEntry = (p: { name: string }) => `Tunjukkan ${p.name}`;
export const builder_moveUp = (p: { name: string }) => `Alihkan ${p.name} ke atas`;
export const builder_moveDown = (p: { name: string }) => `Alihkan ${p.name} ke bawah`;
export const builder_editEntry = (p: { name: string }) => `Sunting ${p.name}`;
export const builder_deleteEntry = (p: { name: string }) => `Padam ${p.name}`;
export const builder_delete = 'Padam';
export const builder_removed = (p: { label: string; path: string }) =>
  `${p.label} dibuang daripada draf; ${p.path} berubah apabila anda menerbitkannya.`;
export const builder_untitled = 'Tanpa tajuk';

// Menyeret baris (dibacakan oleh kawasan langsung dnd-kit)
export const builder_reorder = (p: { name: string }) => `Susun semula ${p.name}`;
export const builder_dragInstructions =
  'Untuk mengalihkan baris ini, tekan Space atau Enter untuk mengangkatnya, kekunci anak panah atas dan bawah untuk ' +
  'mengalihkannya, Space atau Enter sekali lagi untuk melepaskannya, atau Escape untuk membatalkan.';
export const builder_dragStart = (p: { name: string; position: number; total: number }) =>
  `${p.name} diangkat, di kedudukan ${p.position} daripada ${p.total}.`;
export const builder_dragOver = (p: { name: string; position: number; total: number }) =>
  `${p.name} berada di atas kedudukan ${p.position} daripada ${p.total}.`;
export const builder_dragOutside = (p: { name: string }) => `${p.name} berada di luar senarai.`;
export const builder_dropAt = (p: { name: string; position: number; total: number }) =>
  `${p.name} dilepaskan di kedudukan ${p.position} daripada ${p.total}.`;
export const builder_dropped = (p: { name: string }) => `${p.name} dilepaskan.`;
export const builder_dragCancel = (p: { name: string }) =>
  `Pengalihan ${p.name} dibatalkan; ia kembali ke tempat asalnya.`;

// Pratonton
export const builder_previewWidth = 'Lebar pratonton';
export const builder_widthPhone = 'Telefon (390 px)';
export const builder_widthDesktop = 'Desktop (1280 px)';
export const builder_previewSaving = 'Menyimpan draf: pratonton akan menyusul sebentar lagi.';
export const builder_previewText = (p: { path: string }) =>
  `${p.path} seperti yang akan dilihat oleh pelawat setelah draf diterbitkan.`;
export const builder_previewFrame = (p: { path: string }) => `Pratonton ${p.path} (draf)`;

// Versi yang diterbitkan
export const builder_versionsTitle = 'Versi yang diterbitkan';
export const builder_versionsText = (p: { page: string }) =>
  `10 penerbitan terakhir ${p.page}. Pulihkan meletakkan versi itu ke dalam draf; terbitkannya untuk menyiarkannya.`;
export const builder_versionsLoading = 'Memuatkan versi...';
export const builder_versionsWhat = 'versi';
export const builder_versionsNone = 'Belum ada yang diterbitkan.';
export const builder_versionLatest = 'Terkini';
export const builder_restore = 'Pulihkan';
export const builder_restoreVersion = (p: { at: string }) => `Pulihkan versi daripada ${p.at}`;
export const builder_restoredTitle = 'Versi dipulihkan ke dalam draf';
export const builder_restoredText = (p: { at: string }) =>
  `Halaman yang diterbitkan pada ${p.at} kini dalam draf: semaknya, kemudian Terbitkan.`;
export const builder_replaceTitle = 'Gantikan draf?';
export const builder_replaceText = (p: { at: string }) =>
  `Memulihkan versi ${p.at} menggantikan perubahan draf yang belum diterbitkan.`;

// Dialog penyunting dan medannya
export const builder_apply = 'Terapkan';
export const builder_editorText = 'Terapkan meletakkan perubahan dalam draf; Terbitkan menyiarkannya.';
export const builder_tabContent = 'Kandungan';
export const builder_tabDesign = 'Reka bentuk';
export const builder_tabLayout = 'Susun atur';
export const builder_fieldTitle = 'Tajuk';
export const builder_fieldSubtitle = 'Subtajuk';
export const builder_fieldContent = 'Kandungan';
export const builder_fieldImage = 'Imej';
export const builder_backgroundColour = 'Warna latar belakang';
export const builder_textColour = 'Warna teks';
export const builder_primaryColour = 'Warna utama';
export const builder_secondaryColour = 'Warna sekunder';
export const builder_siteName = 'Nama laman';
export const builder_sample = 'Contoh';
export const builder_alignLeft = 'Kiri';
export const builder_alignCenter = 'Tengah';
export const builder_alignRight = 'Kanan';
export const builder_clear = 'Kosongkan';
export const builder_clearField = (p: { label: string }) => `Kosongkan ${p.label}`;
export const builder_itemProblem = (p: { item: string; problem: string }) => `${p.item}: ${p.problem}`;

// Medan imej
export const builder_upload = 'Muat naik';
export const builder_uploading = 'Memuat naik...';
export const builder_uploadField = (p: { label: string }) => `Muat naik ${p.label}`;
export const builder_uploadingField = (p: { label: string }) => `Memuat naik ${p.label}`;
export const builder_uploadErrorTitle = 'Ralat Muat Naik';
export const builder_chooseImage = 'Pilih fail imej';
export const builder_imagePlaceholder = '/uploads/… atau https://…';
export const builder_uploadImageFailed = 'Gagal memuat naik imej';
export const builder_uploadLogoFailed = 'Gagal memuat naik logo';
export const builder_uploadGalleryFailed = 'Gagal memuat naik imej galeri';
export const builder_replace = 'Ganti imej';
/** Beside Replace, under the preview: not the entry's own Remove. */
export const builder_removeImage = 'Buang imej';
export const builder_replaceField = (p: { label: string }) => `Ganti ${p.label}`;
export const builder_imagePreview = (p: { label: string }) => `Pratonton ${p.label}`;
export const builder_imageNotLoaded = 'Imej ini tidak dapat dimuatkan';
export const builder_imageAddressHint = 'Alamat imej: tampal alamat imej lain untuk menggunakan imej itu.';

// HOME: bahagian halaman utama
export const builder_homePage = 'halaman utama';
export const builder_homeTitle = 'Halaman utama';
export const builder_homeToolbar = 'Bar alat Pembina Halaman Utama';
export const builder_homeLoading = 'Memuatkan halaman utama...';
export const builder_homePublishFailed = 'Gagal menyimpan, sila cuba lagi';
export const builder_typeHero = 'Sepanduk';
export const builder_typeFeature = 'Ciri';
export const builder_typeGallery = 'Galeri';
export const builder_typeCta = 'Seruan Tindakan';
export const builder_typeText = 'Teks';
export const builder_newSection = (p: { type: string }) => `Bahagian ${p.type} baharu`;
export const builder_sectionLabel = (p: { type: string; title: string }) => `Bahagian ${p.type} “${p.title}”`;
export const builder_sectionCount = (p: { count: number }) => `${p.count} bahagian`;
export const builder_sectionAdd = 'Tambah bahagian';
export const builder_sectionAddLead = 'Tambah bahagian:';
/** The add bar's lead once a row is selected: new entries go after it. `label` is the entry's label. */
export const builder_addAfter = (p: { label: string }) => `Tambah selepas ${p.label}:`;
export const builder_sectionAddType = (p: { type: string }) => `Tambah bahagian ${p.type}`;
export const builder_sectionDelete = 'Padam bahagian?';
export const builder_sections = 'Bahagian';
export const builder_sectionsNone = 'Belum ada bahagian. Tambah satu di atas.';
export const builder_sectionMeta = (p: { shown: boolean; position: number; entries: number }) =>
  `${p.shown ? 'Ditunjukkan' : 'Tersembunyi'} · kedudukan ${p.position}${p.entries > 0 ? ` · ${p.entries} entri` : ''}`;
export const builder_sectionEditor = 'Penyunting bahagian';
export const builder_editSection = (p: { type: string }) => `Sunting bahagian ${p.type}`;
export const builder_contentPerLine = 'Satu perenggan setiap baris';
export const builder_buttonText = 'Teks butang';
export const builder_buttonLink = 'Pautan butang';
export const builder_buttonLinkPlaceholder = '/promo atau https://…';
export const builder_buttonHint = 'Butang hanya ditunjukkan apabila ia mempunyai teks dan pautan.';
export const builder_gamesTitle = 'Tajuk permainan';
export const builder_gamesSubtitle = 'Subtajuk permainan';
export const builder_layoutHint =
  'Kedudukan tajuk, teks dan butang dalam bahagian: di kiri, di tengah atau di kanan.';
export const builder_colourSample = 'Contoh warna';
export const builder_sectionTitleSample = 'Tajuk bahagian';

// HOME: logo bahagian (atau hubungan), imej galeri dan logo permainan
export const builder_logos = 'Logo';
export const builder_logoN = (p: { n: number }) => `Logo ${p.n}`;
export const builder_addLogo = 'Tambah Logo';
export const builder_logosFull = (p: { max: number }) =>
  `Paling banyak ${p.max} logo: buang atau kosongkan satu untuk menambah yang lain.`;
export const builder_galleryImages = 'Imej galeri';
export const builder_imageN = (p: { n: number }) => `Imej ${p.n}`;
export const builder_addImage = 'Tambah Imej';
export const builder_gameLogos = 'Logo permainan';
export const builder_gameLogoN = (p: { n: number }) => `Logo permainan ${p.n}`;
export const builder_addGameLogo = 'Tambah Logo Permainan';
export const builder_contactLogos = 'Logo hubungan';
export const builder_contactLogoN = (p: { n: number }) => `Logo hubungan ${p.n}`;
export const builder_contactLogosFull = (p: { max: number }) =>
  `Paling banyak ${p.max} logo hubungan: buang atau kosongkan satu untuk menambah yang lain.`;
export const builder_entriesFull = (p: { max: number }) => `Paling banyak ${p.max} entri setiap bahagian.`;
export const builder_itemsOf = (p: { count: number; max: number }) => `(${p.count} daripada ${p.max})`;
export const builder_items = (p: { count: number }) => `(${p.count})`;
export const builder_noneYet = 'Belum ada.';
export const builder_name = 'Nama';
export const builder_caption = 'Kapsyen';
export const builder_phone = 'Telefon';
export const builder_captionAlignment = 'Penjajaran kapsyen';
export const builder_shown = 'Ditunjukkan';
export const builder_remove = 'Buang';
export const builder_removeItem = (p: { label: string }) => `Buang ${p.label}`;

// HOME: tetapan global
export const builder_globalSettings = 'Tetapan global';
export const builder_globalSettingsText =
  'Terapkan meletakkan Penjenamaan, Maklumat Hubungan dan Log Permainan dalam draf; Terbitkan menyiarkannya.';
export const builder_tabBranding = 'Penjenamaan';
export const builder_tabContact = 'Maklumat Hubungan';
export const builder_tabGames = 'Log Permainan';
export const builder_tabNotice = 'Notis';
export const builder_companySlogan = 'Slogan syarikat';
export const builder_telegramPlaceholder = '@namapengguna atau nombor';
export const builder_showContactInfo = 'Tunjukkan maklumat hubungan';
export const builder_quickAddTitle = (p: { used: number; max: number }) =>
  `Tambah logo hubungan dengan pantas (${p.used} daripada ${p.max} slot digunakan)`;
export const builder_quickAddLogo = (p: { name: string }) => `Tambah logo ${p.name}`;
export const builder_quickAddHint =
  'Menambah logo yang dinamakan sempena saluran itu, dengan nombor daripada medannya di atas.';
export const builder_logoAdded = 'Logo ditambah';
export const builder_logoAddedText = (p: { name: string; reused: boolean }) =>
  `${p.name} kini dalam logo hubungan (tab Penjenamaan)${p.reused ? ', dalam slot kosong' : ''}. Muat naik ikonnya di sana.`;
export const builder_noEmptySlots = 'Tiada slot kosong';
export const builder_noEmptySlotsText = (p: { max: number }) =>
  `Kesemua ${p.max} slot logo mempunyai imej. Kosongkan logo yang dilumpuhkan untuk menggunakan semula slotnya.`;
export const builder_maxLogos = 'Had logo dicapai';
export const builder_maxLogosText = (p: { max: number }) =>
  `Kesemua ${p.max} logo sedang digunakan. Buang atau kosongkan satu dahulu.`;
export const builder_gamesLogText = 'Teks log permainan';
export const builder_showGamesLog = 'Tunjukkan log permainan';
export const builder_noticeTabText =
  'Notis bergerak pada halaman promosi dan putaran. Ia disimpan sendiri dengan butangnya; Terapkan dan Terbitkan tidak menyentuhnya.';

// NOTICE: notis /notice
export const builder_noticePage = 'halaman notis';
export const builder_noticeTitle = 'Halaman notis';
export const builder_noticeToolbar = 'Bar alat Pembina Notis';
export const builder_noticeLoading = 'Memuatkan notis...';
export const builder_noticePublishFailed = (p: { reason: string }) => `Gagal menyimpan tetapan: ${p.reason}`;
export const builder_typeAnnouncement = 'Pengumuman';
export const builder_typePromotion = 'Promosi';
export const builder_typeWarning = 'Amaran';
export const builder_typeInfo = 'Maklumat';
export const builder_priorityHigh = 'Tinggi';
export const builder_priorityMedium = 'Sederhana';
export const builder_priorityLow = 'Rendah';
export const builder_priorityBadge = (p: { priority: string }) => `Keutamaan ${p.priority}`;
export const builder_scheduleLive = 'Disiarkan';
export const builder_scheduleScheduled = 'Dijadualkan';
export const builder_scheduleEnded = 'Tamat';
export const builder_scheduleDisabled = 'Dilumpuhkan';
export const builder_newNotice = (p: { type: string }) => `Notis ${p.type} baharu`;
export const builder_noticeLabel = (p: { type: string; title: string }) => `Notis ${p.type} “${p.title}”`;
export const builder_noticeCount = (p: { count: number }) => `${p.count} notis`;
export const builder_noticeAdd = 'Tambah notis';
export const builder_noticeAddLead = 'Tambah notis:';
export const builder_noticeAddType = (p: { type: string }) => `Tambah notis ${p.type}`;
export const builder_noticeDelete = 'Padam notis?';
export const builder_notices = 'Notis';
export const builder_noticesNone = 'Belum ada notis. Tambah satu di atas.';
export const builder_noticeWindow = (p: { from: string; until: string }) => `${p.from} – ${p.until}`;
export const builder_noticeFrom = (p: { at: string }) => `Dari ${p.at}`;
export const builder_noticeUntil = (p: { at: string }) => `Hingga ${p.at}`;
export const builder_noticeSummaryTop = (p: { speed: number }) =>
  `notis ditunjukkan, pratonton bergerak di bahagian atas, ${p.speed} saat satu pusingan`;
export const builder_noticeSummaryBottom = (p: { speed: number }) =>
  `notis ditunjukkan, pratonton bergerak di bahagian bawah, ${p.speed} saat satu pusingan`;
export const builder_noticeSummaryOff = 'notis dimatikan: /notice menunjukkan “Pusat Notis”';
export const builder_noticeEditor = 'Penyunting notis';
export const builder_editNotice = (p: { type: string }) => `Sunting notis ${p.type}`;
export const builder_tabSchedule = 'Jadual';
export const builder_endAfterStart = 'Tamat mesti selepas mula';
export const builder_noticeContentHint = 'Pemisah baris dikekalkan pada /notice';
export const builder_priority = 'Keutamaan';
export const builder_type = 'Jenis';
export const builder_noticeOrderHint =
  '/notice menyenaraikan keutamaan tinggi dahulu; dalam keutamaan yang sama, mengikut susunan senarai ini. Warna yang masih warna lalai jenisnya mengikut jenis baharu.';
export const builder_useTypeColours = (p: { type: string }) => `Gunakan warna ${p.type}`;
export const builder_titleAlignment = 'Penjajaran tajuk';
export const builder_subtitleAlignment = 'Penjajaran subtajuk';
export const builder_textAlignment = 'Penjajaran teks';
export const builder_scheduleHint =
  'Masa ialah waktu Malaysia (UTC+8), walau apa pun tetapan jam komputer ini. Biarkan masa kosong untuk tiada had pada sisi itu.';
export const builder_start = 'Mula (UTC+8)';
export const builder_startHint = 'Ditunjukkan mulai saat ini.';
export const builder_end = 'Tamat (UTC+8)';
export const builder_endHint = 'Hilang mulai saat ini.';
export const builder_scheduleIs = 'Dengan masa ini, statusnya';
export const builder_noticeTitleSample = 'Tajuk notis';
export const builder_noticeTextSample = 'Teks notis.';

// NOTICE: tetapan halaman notis
export const builder_noticeSettings = 'Tetapan notis';
export const builder_noticeSettingsText = 'Terapkan meletakkan tetapan dalam draf; Terbitkan menyiarkannya.';
export const builder_showNotices = 'Tunjukkan notis';
export const builder_showNoticesHint =
  'Apabila dimatikan, /notice menunjukkan “Pusat Notis” dan menyatakan notis dilumpuhkan buat sementara.';
export const builder_positionTop = 'Bahagian atas halaman';
export const builder_positionBottom = 'Bahagian bawah halaman';
export const builder_previewPosition = 'Kedudukan pratonton bergerak';
export const builder_animationSpeed = 'Kelajuan animasi (saat)';
export const builder_animationSpeedHint = (p: { min: number; max: number }) =>
  `Tempoh satu pusingan pratonton bergerak: ${p.min} hingga ${p.max} saat.`;
