import { LocalizedText, PolicySlug } from '../constants';

/**
 * The text a new shop starts with on its five policy pages, in English and Malay; operators edit
 * them later (updatePolicyPage), and an edited page is never overwritten. Bodies use the policy
 * pages' markdown subset: blank lines part paragraphs, '## ' starts a heading, '- ' a list item.
 */
export const defaultPolicyPages: Array<{ slug: PolicySlug; title: LocalizedText; body: LocalizedText }> = [
    {
        slug: 'privacy-policy',
        title: { en: 'Privacy Policy', ms: 'Dasar Privasi' },
        body: {
            en: `Tuah respects your privacy. This policy explains what personal data we collect when you use the Tuah app and website, why we collect it and what choices you have. We process personal data in line with Malaysia's Personal Data Protection Act 2010 (PDPA) and, for shoppers in Indonesia and Thailand, the data protection laws that apply there.

## What we collect
- Your account details: name, username, mobile number, e-mail address and, if you add one, a profile picture.
- Delivery addresses you save, and the orders, tickets, blind boxes and prizes linked to your account.
- Payment references from our payment gateway. We never see or store your full card or bank details.
- Technical data such as your device type, app version and the language you choose.

## Why we use it
- To run your account, sell you products, issue lucky-draw tickets and deliver the prizes you win.
- To send you one-time passwords, order updates and, if you allow them, notifications about campaigns.
- To prevent fraud, enforce one account per person and meet our legal and tax obligations.

## Who sees it
We share only what is needed with our payment gateway, courier partners and cloud hosting providers, each bound to protect it. A winner's display name (never the full name or number) may be shown on a campaign's results. We do not sell your personal data.

## Your rights
You may ask to see or correct your data, withdraw consent to marketing at any time, and delete your account from the profile page. When you delete your account we remove your personal details, keeping only order and invoice records the law requires us to keep, for seven years.

## Contact
For any question about your data, write to privacy@tuah.my or use the support page in the app.`,
            ms: `Tuah menghormati privasi anda. Dasar ini menerangkan data peribadi yang kami kumpul apabila anda menggunakan aplikasi dan laman web Tuah, sebab kami mengumpulnya dan pilihan yang anda ada. Kami memproses data peribadi selaras dengan Akta Perlindungan Data Peribadi 2010 (PDPA) Malaysia dan, bagi pembeli di Indonesia dan Thailand, undang-undang perlindungan data yang berkuat kuasa di sana.

## Data yang kami kumpul
- Butiran akaun anda: nama, nama pengguna, nombor telefon bimbit, alamat e-mel dan, jika anda menambahnya, gambar profil.
- Alamat penghantaran yang anda simpan, serta pesanan, tiket, kotak misteri dan hadiah yang dipautkan kepada akaun anda.
- Rujukan pembayaran daripada gerbang pembayaran kami. Kami tidak pernah melihat atau menyimpan butiran penuh kad atau bank anda.
- Data teknikal seperti jenis peranti, versi aplikasi dan bahasa yang anda pilih.

## Tujuan penggunaan
- Untuk mengurus akaun anda, menjual produk, mengeluarkan tiket cabutan bertuah dan menghantar hadiah yang anda menangi.
- Untuk menghantar kata laluan sekali guna, kemas kini pesanan dan, jika anda benarkan, pemberitahuan tentang kempen.
- Untuk mencegah penipuan, memastikan satu akaun bagi setiap orang dan mematuhi kewajipan undang-undang serta cukai.

## Siapa yang melihatnya
Kami hanya berkongsi apa yang perlu dengan gerbang pembayaran, rakan kurier dan penyedia pengehosan awan kami, yang masing-masing terikat untuk melindunginya. Nama paparan pemenang (bukan nama penuh atau nombor telefon) mungkin ditunjukkan pada keputusan kempen. Kami tidak menjual data peribadi anda.

## Hak anda
Anda boleh meminta untuk melihat atau membetulkan data anda, menarik balik persetujuan pemasaran pada bila-bila masa, dan memadam akaun anda dari halaman profil. Apabila akaun dipadam, kami membuang butiran peribadi anda dan hanya menyimpan rekod pesanan dan invois yang diwajibkan oleh undang-undang, selama tujuh tahun.

## Hubungi kami
Untuk sebarang soalan tentang data anda, tulis kepada privacy@tuah.my atau gunakan halaman sokongan dalam aplikasi.`,
        },
    },
    {
        slug: 'terms-of-use',
        title: { en: 'Terms of Use', ms: 'Terma Penggunaan' },
        body: {
            en: `These terms apply when you use the Tuah website or app. By creating an account or buying from Tuah you agree to them.

## Who may use Tuah
- You must be 18 years or older and live in Malaysia, Indonesia or Thailand.
- One account per person. Accounts are verified with a mobile number; several accounts for one person, or accounts opened to collect extra tickets, may be closed and their tickets voided.
- Keep your password and one-time passwords to yourself. You are responsible for what is done with your account.

## What Tuah is
Tuah is a shop. Every purchase is a real product at a shown price, and some purchases come with free tickets in a lucky draw or a blind box with a prize inside. Prices are in Malaysian ringgit (MYR) and include tax.

## Fair play
Draw winners are picked with verifiable randomness (Chainlink VRF, or our local VRF where the chain is not used), and every draw and box publishes the proof so that anyone can check it. Trying to manipulate a draw, automating purchases, or abusing refunds or codes is forbidden and ends your account.

## Your content
Your display name and profile picture may appear in participant lists and on winners' results. Do not use names or pictures that are offensive or belong to someone else.

## Changes and contact
We may update these terms; the date of the last change is shown on this page, and important changes are announced in the app. Questions go to support@tuah.my. These terms are governed by the laws of Malaysia.`,
            ms: `Terma ini terpakai apabila anda menggunakan laman web atau aplikasi Tuah. Dengan membuka akaun atau membeli daripada Tuah, anda bersetuju dengannya.

## Siapa boleh menggunakan Tuah
- Anda mestilah berumur 18 tahun ke atas dan tinggal di Malaysia, Indonesia atau Thailand.
- Satu akaun bagi setiap orang. Akaun disahkan dengan nombor telefon bimbit; beberapa akaun bagi seorang, atau akaun yang dibuka untuk mengumpul tiket tambahan, boleh ditutup dan tiketnya dibatalkan.
- Rahsiakan kata laluan dan kata laluan sekali guna anda. Anda bertanggungjawab atas apa yang dilakukan dengan akaun anda.

## Apakah Tuah
Tuah ialah sebuah kedai. Setiap pembelian ialah produk sebenar pada harga yang ditunjukkan, dan sesetengah pembelian disertakan tiket percuma dalam cabutan bertuah atau kotak misteri yang berisi hadiah. Harga dalam ringgit Malaysia (MYR) dan termasuk cukai.

## Permainan adil
Pemenang cabutan dipilih secara rawak yang boleh disahkan (Chainlink VRF, atau VRF tempatan kami apabila rantaian tidak digunakan), dan setiap cabutan dan kotak menerbitkan buktinya supaya sesiapa sahaja boleh menyemaknya. Cubaan memanipulasi cabutan, pembelian automatik, atau menyalahgunakan bayaran balik atau kod adalah dilarang dan akaun anda akan ditamatkan.

## Kandungan anda
Nama paparan dan gambar profil anda mungkin dipaparkan dalam senarai peserta dan keputusan pemenang. Jangan gunakan nama atau gambar yang menyinggung atau milik orang lain.

## Perubahan dan hubungan
Kami mungkin mengemas kini terma ini; tarikh perubahan terakhir ditunjukkan pada halaman ini, dan perubahan penting diumumkan dalam aplikasi. Soalan boleh dihantar ke support@tuah.my. Terma ini ditadbir oleh undang-undang Malaysia.`,
        },
    },
    {
        slug: 'terms-of-use-android',
        title: { en: 'Terms of Use (Android app)', ms: 'Terma Penggunaan (aplikasi Android)' },
        body: {
            en: `These terms add to Tuah's general Terms of Use for the Tuah app on Android. Where the two differ, these apply to the app.

## The app
- The app is free to install from Google Play or from tuah.my. Purchases in the app are paid through our payment gateway (online banking, cards and e-wallets), not through Google Play billing.
- Google is not a party to these terms and is not responsible for the app, its prizes or its support.
- Keep the app up to date: older versions may stop working when we change how draws or payments work. The about page shows your app version.

## Permissions
- Notifications: to tell you when a draw starts, when you win, and when your order ships. You can turn them off in Android's settings at any time.
- Camera and photos: only when you choose a profile picture.
- Internet: to reach the shop. Pages you visited recently stay readable offline, but buying needs a connection.

## Sign-in on your device
The app keeps your session on the device so you stay signed in. Sign out from the profile page before you give or sell your phone to someone else.

## Support
Write to support@tuah.my or use the support page in the app. Please include your app version.`,
            ms: `Terma ini menambah Terma Penggunaan am Tuah bagi aplikasi Tuah di Android. Jika kedua-duanya berbeza, terma ini terpakai kepada aplikasi.

## Aplikasi
- Aplikasi ini percuma dipasang dari Google Play atau dari tuah.my. Pembelian dalam aplikasi dibayar melalui gerbang pembayaran kami (perbankan dalam talian, kad dan e-dompet), bukan melalui pengebilan Google Play.
- Google bukan pihak kepada terma ini dan tidak bertanggungjawab atas aplikasi, hadiah atau sokongannya.
- Pastikan aplikasi sentiasa dikemas kini: versi lama mungkin berhenti berfungsi apabila kami mengubah cara cabutan atau pembayaran berfungsi. Halaman maklumat menunjukkan versi aplikasi anda.

## Kebenaran
- Pemberitahuan: untuk memaklumkan apabila cabutan bermula, apabila anda menang, dan apabila pesanan anda dihantar. Anda boleh mematikannya dalam tetapan Android pada bila-bila masa.
- Kamera dan foto: hanya apabila anda memilih gambar profil.
- Internet: untuk mencapai kedai. Halaman yang baru dilawati masih boleh dibaca di luar talian, tetapi pembelian memerlukan sambungan.

## Log masuk pada peranti anda
Aplikasi menyimpan sesi anda pada peranti supaya anda kekal log masuk. Log keluar dari halaman profil sebelum anda memberi atau menjual telefon anda kepada orang lain.

## Sokongan
Tulis kepada support@tuah.my atau gunakan halaman sokongan dalam aplikasi. Sila nyatakan versi aplikasi anda.`,
        },
    },
    {
        slug: 'terms-of-sale',
        title: { en: 'Terms of Sale', ms: 'Terma Jualan' },
        body: {
            en: `These terms apply to everything you buy on Tuah.

## Prices and payment
- Prices are in Malaysian ringgit (MYR) and include tax. Delivery is charged at checkout according to the parcel's weight and your address.
- An order is confirmed once our payment gateway confirms the payment. Tickets and blind boxes are issued only for a paid order.

## Delivery
- Products ship to the address you choose in Malaysia, Indonesia or Thailand through our courier partners, usually within 3 working days of payment. You can track each parcel from your orders.
- Prizes you win are free: you pay the delivery fee only, when you add the prize to your cart and check out.
- Digital prizes and vouchers are codes shown in the app; a revealed code cannot be returned or exchanged.

## Returns and refunds
- A product that arrives damaged or not as described may be returned within 7 days of delivery for a replacement or a refund. Contact support with your order code and photos.
- Tickets already issued in a lucky draw, and blind boxes already opened, cannot be refunded, because the draw or the opening has happened.
- If a campaign is cancelled (for example, it did not reach its minimum number of tickets), every paid order in it is refunded in full to the original payment method and its tickets are voided. You will receive a notification.

## Cash and prizes
Prizes cannot be exchanged for cash. If a prize is no longer available, we replace it with one of equal or higher value.`,
            ms: `Terma ini terpakai kepada semua yang anda beli di Tuah.

## Harga dan pembayaran
- Harga dalam ringgit Malaysia (MYR) dan termasuk cukai. Caj penghantaran dikira semasa pembayaran mengikut berat bungkusan dan alamat anda.
- Pesanan disahkan sebaik sahaja gerbang pembayaran kami mengesahkan pembayaran. Tiket dan kotak misteri hanya dikeluarkan untuk pesanan yang telah dibayar.

## Penghantaran
- Produk dihantar ke alamat pilihan anda di Malaysia, Indonesia atau Thailand melalui rakan kurier kami, biasanya dalam 3 hari bekerja selepas pembayaran. Anda boleh menjejak setiap bungkusan dari senarai pesanan anda.
- Hadiah yang anda menangi adalah percuma: anda hanya membayar caj penghantaran, apabila anda memasukkan hadiah ke troli dan membuat pembayaran.
- Hadiah digital dan baucar ialah kod yang dipaparkan dalam aplikasi; kod yang telah didedahkan tidak boleh dipulangkan atau ditukar.

## Pemulangan dan bayaran balik
- Produk yang tiba rosak atau tidak seperti yang diterangkan boleh dipulangkan dalam tempoh 7 hari selepas penghantaran untuk gantian atau bayaran balik. Hubungi sokongan dengan kod pesanan dan gambar.
- Tiket yang telah dikeluarkan dalam cabutan bertuah, dan kotak misteri yang telah dibuka, tidak boleh dibayar balik kerana cabutan atau pembukaan telah berlaku.
- Jika kempen dibatalkan (contohnya, tidak mencapai bilangan tiket minimum), setiap pesanan berbayar di dalamnya dibayar balik sepenuhnya ke kaedah pembayaran asal dan tiketnya dibatalkan. Anda akan menerima pemberitahuan.

## Tunai dan hadiah
Hadiah tidak boleh ditukar dengan wang tunai. Jika hadiah tidak lagi tersedia, kami menggantikannya dengan hadiah yang sama atau lebih tinggi nilainya.`,
        },
    },
    {
        slug: 'campaign-rules',
        title: { en: 'Campaign Rules', ms: 'Peraturan Kempen' },
        body: {
            en: `These rules apply to every lucky draw and blind box on Tuah, together with the Terms of Use and Terms of Sale.

## Lucky draws
- Each campaign states its prize, how many tickets each product gives, its total tickets and its end date. Tickets are numbered and free with the product you buy; there is no other way to enter except a code Tuah gives out.
- A draw starts when all its tickets are issued or its end date arrives. If a campaign ends below its minimum number of tickets it is cancelled and refunded (see the Terms of Sale).
- The winning ticket is picked with verifiable randomness: Chainlink VRF on the blockchain, or our local VRF, whose proof is published. Every campaign page shows the proof so you can check that the winner was not chosen by us.
- The winner is notified in the app and on the campaign's results. The prize waits in your prizes list until you add it to your cart.

## Blind boxes
- Each blind box campaign publishes its prize table with every prize's chance before you buy. The chances add up to 100%.
- The prize in each box is fixed by a committed random seed when the box is issued; you can add your own seed when opening, and the proof lets you verify the result.
- Physical prizes ship to you, paying delivery only; digital prizes are codes shown when you open the box.

## Fair play
- One account per person, 18 years or older. Tuah staff and their families may not take part.
- We may void tickets and boxes obtained by fraud, bots or several accounts, and refund the money paid for them.`,
            ms: `Peraturan ini terpakai kepada setiap cabutan bertuah dan kotak misteri di Tuah, bersama Terma Penggunaan dan Terma Jualan.

## Cabutan bertuah
- Setiap kempen menyatakan hadiahnya, bilangan tiket bagi setiap produk, jumlah tiket dan tarikh tamatnya. Tiket bernombor dan percuma bersama produk yang anda beli; tiada cara lain untuk menyertai kecuali kod yang diberikan oleh Tuah.
- Cabutan bermula apabila semua tiket telah dikeluarkan atau tarikh tamatnya tiba. Jika kempen tamat di bawah bilangan tiket minimum, ia dibatalkan dan dibayar balik (lihat Terma Jualan).
- Tiket yang menang dipilih secara rawak yang boleh disahkan: Chainlink VRF pada rantaian blok, atau VRF tempatan kami yang buktinya diterbitkan. Setiap halaman kempen menunjukkan bukti tersebut supaya anda boleh menyemak bahawa pemenang tidak dipilih oleh kami.
- Pemenang dimaklumkan dalam aplikasi dan pada keputusan kempen. Hadiah menunggu dalam senarai hadiah anda sehingga anda memasukkannya ke troli.

## Kotak misteri
- Setiap kempen kotak misteri menerbitkan jadual hadiahnya dengan peluang setiap hadiah sebelum anda membeli. Jumlah peluang ialah 100%.
- Hadiah dalam setiap kotak ditetapkan oleh benih rawak yang telah dikunci semasa kotak dikeluarkan; anda boleh menambah benih anda sendiri semasa membuka, dan bukti membolehkan anda mengesahkan keputusannya.
- Hadiah fizikal dihantar kepada anda dengan hanya membayar caj penghantaran; hadiah digital ialah kod yang dipaparkan apabila anda membuka kotak.

## Permainan adil
- Satu akaun bagi setiap orang, berumur 18 tahun ke atas. Kakitangan Tuah dan keluarga mereka tidak boleh menyertai.
- Kami boleh membatalkan tiket dan kotak yang diperoleh melalui penipuan, bot atau beberapa akaun, dan membayar balik wang yang dibayar untuknya.`,
        },
    },
];
