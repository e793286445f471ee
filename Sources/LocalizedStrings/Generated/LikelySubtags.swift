// DO NOT EDIT. Generated from CLDR 48 likely subtags (cldr-data/json/) by generate-cldr-tables.
// Regenerate with: swift run --package-path Tools generate-cldr-tables
// swift-format-ignore-file

/// CLDR likely subtags of the languages with plural rules: `from` keys (TableFormat.LocaleKey) sorted, `to` language_Script_REGION.
enum LikelySubtags {
  static let from: [UInt64] = [
    0x26000000000,  // af
    0x2B000000000,  // ak
    0x2D000000000,  // am
    0x2E000000000,  // an
    0x32000000000,  // ar
    0x32980000000,  // ars
    0x33000000000,  // as
    0x33080000000,  // asa
    0x33A00000000,  // ast
    0x3A000000000,  // az
    0x3A000000131,  // az_IQ
    0x3A000000132,  // az_IR
    0x3A000000255,  // az_RU
    0x3A006411000,  // az_Arab
    0x41600000000,  // bal
    0x45000000000,  // be
    0x45680000000,  // bem
    0x45D00000000,  // bez
    0x47000000000,  // bg
    0x48780000000,  // bho
    0x4C780000000,  // blo
    0x4D000000000,  // bm
    0x4E000000000,  // bn
    0x4F000000000,  // bo
    0x52000000000,  // br
    0x52C00000000,  // brx
    0x53000000000,  // bs
    0x61000000000,  // ca
    0x65000000000,  // ce
    0x65100000000,  // ceb
    0x67380000000,  // cgg
    0x68900000000,  // chr
    0x6B100000000,  // ckb
    0x73000000000,  // cs
    0x73B80000000,  // csw
    0x76000000000,  // cv
    0x79000000000,  // cy
    0x81000000000,  // da
    0x85000000000,  // de
    0x8F480000000,  // doi
    0x93100000000,  // dsb
    0x96000000000,  // dv
    0x9A000000000,  // dz
    0xA5000000000,  // ee
    0xAC000000000,  // el
    0xAE000000000,  // en
    0xAE04D01B800,  // en_Shaw
    0xAF000000000,  // eo
    0xB3000000000,  // es
    0xB4000000000,  // et
    0xB5000000000,  // eu
    0xC1000000000,  // fa
    0xC6000000000,  // ff
    0xC60048C6800,  // ff_Adlm
    0xC9000000000,  // fi
    0xC9600000000,  // fil
    0xCF000000000,  // fo
    0xD2000000000,  // fr
    0xD5900000000,  // fur
    0xD9000000000,  // fy
    0xE1000000000,  // ga
    0xE4000000000,  // gd
    0xEC000000000,  // gl
    0xF3B80000000,  // gsw
    0xF5000000000,  // gu
    0xF5B80000000,  // guw
    0xF6000000000,  // gv
    0x101000000000,  // ha
    0x10100000006D,  // ha_CM
    0x101000000264,  // ha_SD
    0x101B80000000,  // haw
    0x105000000000,  // he
    0x109000000000,  // hi
    0x10E500000000,  // hnj
    0x10E521AE3800,  // hnj_Hmng
    0x112000000000,  // hr
    0x113100000000,  // hsb
    0x115000000000,  // hu
    0x119000000000,  // hy
    0x121000000000,  // ia
    0x124000000000,  // id
    0x125000000000,  // ie
    0x127000000000,  // ig
    0x129000000000,  // ii
    0x12E000000000,  // in
    0x12F000000000,  // io
    0x133000000000,  // is
    0x134000000000,  // it
    0x135000000000,  // iu
    0x137000000000,  // iw
    0x141000000000,  // ja
    0x142780000000,  // jbo
    0x147780000000,  // jgo
    0x149000000000,  // ji
    0x14D180000000,  // jmc
    0x156000000000,  // jv
    0x157000000000,  // jw
    0x161000000000,  // ka
    0x161100000000,  // kab
    0x161500000000,  // kaj
    0x163380000000,  // kcg
    0x164280000000,  // kde
    0x165080000000,  // kea
    0x16B000000000,  // kk
    0x16B000000026,  // kk_AF
    0x16B00000006E,  // kk_CN
    0x16B000000132,  // kk_IR
    0x16B0000001AE,  // kk_MN
    0x16B006411000,  // kk_Arab
    0x16B500000000,  // kkj
    0x16C000000000,  // kl
    0x16D000000000,  // km
    0x16E000000000,  // kn
    0x16F000000000,  // ko
    0x16F580000000,  // kok
    0x173000000000,  // ks
    0x173100000000,  // ksb
    0x173400000000,  // ksh
    0x175000000000,  // ku
    0x17500000002D,  // ku_AM
    0x17500000003A,  // ku_AZ
    0x1750000000E5,  // ku_GE
    0x175000000131,  // ku_IQ
    0x175000000132,  // ku_IR
    0x175000000182,  // ku_LB
    0x17500000028D,  // ku_TM
    0x175006411000,  // ku_Arab
    0x17500F326000,  // ku_Cyrl
    0x175064BA4800,  // ku_Yezi
    0x177000000000,  // kw
    0x179000000000,  // ky
    0x17900000006E,  // ky_CN
    0x179000000292,  // ky_TR
    0x179006411000,  // ky_Arab
    0x179030347000,  // ky_Latn
    0x181380000000,  // lag
    0x182000000000,  // lb
    0x187000000000,  // lg
    0x189500000000,  // lij
    0x18BA00000000,  // lkt
    0x18C200000000,  // lld
    0x18E000000000,  // ln
    0x18F000000000,  // lo
    0x194000000000,  // lt
    0x196000000000,  // lv
    0x1A1980000000,  // mas
    0x1A7000000000,  // mg
    0x1A7780000000,  // mgo
    0x1AB000000000,  // mk
    0x1AC000000000,  // ml
    0x1AE000000000,  // mn
    0x1AE00000006E,  // mn_CN
    0x1AE035EE3800,  // mn_Mong
    0x1AF000000000,  // mo
    0x1B2000000000,  // mr
    0x1B3000000000,  // ms
    0x1B3000000063,  // ms_CC
    0x1B4000000000,  // mt
    0x1B9000000000,  // my
    0x1C1880000000,  // naq
    0x1C2000000000,  // nb
    0x1C4000000000,  // nd
    0x1C5000000000,  // ne
    0x1CC000000000,  // nl
    0x1CE000000000,  // nn
    0x1CE400000000,  // nnh
    0x1CF000000000,  // no
    0x1D1780000000,  // nqo
    0x1D2000000000,  // nr
    0x1D3780000000,  // nso
    0x1D9000000000,  // ny
    0x1D9700000000,  // nyn
    0x1ED000000000,  // om
    0x1F2000000000,  // or
    0x1F3000000000,  // os
    0x1F3080000000,  // osa
    0x201000000000,  // pa
    0x20100000020B,  // pa_PK
    0x201006411000,  // pa_Arab
    0x201800000000,  // pap
    0x203680000000,  // pcm
    0x20C000000000,  // pl
    0x212380000000,  // prg
    0x213000000000,  // ps
    0x214000000000,  // pt
    0x24D000000000,  // rm
    0x24F000000000,  // ro
    0x24F300000000,  // rof
    0x255000000000,  // ru
    0x257580000000,  // rwk
    0x261400000000,  // sah
    0x261880000000,  // saq
    0x261A00000000,  // sat
    0x263000000000,  // sc
    0x263700000000,  // scn
    0x264000000000,  // sd
    0x26400000012E,  // sd_IN
    0x264010B60800,  // sd_Deva
    0x26402D0F5000,  // sd_Khoj
    0x26404D2E2000,  // sd_Sind
    0x264400000000,  // sdh
    0x265000000000,  // se
    0x265400000000,  // seh
    0x265980000000,  // ses
    0x267000000000,  // sg
    0x267980000000,  // sgs
    0x268480000000,  // shi
    0x269000000000,  // si
    0x26B000000000,  // sk
    0x26C000000000,  // sl
    0x26D080000000,  // sma
    0x26D500000000,  // smj
    0x26D700000000,  // smn
    0x26D980000000,  // sms
    0x26E000000000,  // sn
    0x26F000000000,  // so
    0x271000000000,  // sq
    0x272000000000,  // sr
    0x2720000001A5,  // sr_ME
    0x27200000024F,  // sr_RO
    0x272000000292,  // sr_TR
    0x273000000000,  // ss
    0x273C80000000,  // ssy
    0x274000000000,  // st
    0x275000000000,  // su
    0x276000000000,  // sv
    0x277000000000,  // sw
    0x279900000000,  // syr
    0x281000000000,  // ta
    0x285000000000,  // te
    0x285780000000,  // teo
    0x288000000000,  // th
    0x289000000000,  // ti
    0x289380000000,  // tig
    0x28B000000000,  // tk
    0x28C000000000,  // tl
    0x28E000000000,  // tn
    0x28F000000000,  // to
    0x290480000000,  // tpi
    0x292000000000,  // tr
    0x293000000000,  // ts
    0x29A680000000,  // tzm
    0x2A7000000000,  // ug
    0x2A700000017A,  // ug_KZ
    0x2A70000001AE,  // ug_MN
    0x2A700F326000,  // ug_Cyrl
    0x2AB000000000,  // uk
    0x2B2000000000,  // ur
    0x2BA000000000,  // uz
    0x2BA000000026,  // uz_AF
    0x2BA00000006E,  // uz_CN
    0x2BA006411000,  // uz_Arab
    0x2C5000000000,  // ve
    0x2C5180000000,  // vec
    0x2C9000000000,  // vi
    0x2CF000000000,  // vo
    0x2D5700000000,  // vun
    0x2E1000000000,  // wa
    0x2E1280000000,  // wae
    0x2EF000000000,  // wo
    0x308000000000,  // xh
    0x30F380000000,  // xog
    0x329000000000,  // yi
    0x32F000000000,  // yo
    0x335280000000,  // yue
    0x33528000006E,  // yue_CN
    0x3352A02E9800,  // yue_Hans
    0x348000000000,  // zh
    0x348000000035,  // zh_AU
    0x34800000004E,  // zh_BN
    0x3480000000E2,  // zh_GB
    0x3480000000E6,  // zh_GF
    0x34800000010B,  // zh_HK
    0x348000000124,  // zh_ID
    0x3480000001AF,  // zh_MO
    0x348000000201,  // zh_PA
    0x348000000206,  // zh_PF
    0x348000000208,  // zh_PH
    0x348000000272,  // zh_SR
    0x348000000288,  // zh_TH
    0x348000000297,  // zh_TW
    0x3480000002B3,  // zh_US
    0x3480000002CE,  // zh_VN
    0x348009F07800,  // zh_Bopo
    0x3480202E1000,  // zh_Hanb
    0x3480202EA000,  // zh_Hant
    0x355000000000,  // zu
  ]
  static let to: [String] = [
    "af_Latn_ZA",
    "ak_Latn_GH",
    "am_Ethi_ET",
    "an_Latn_ES",
    "ar_Arab_EG",
    "ars_Arab_SA",
    "as_Beng_IN",
    "asa_Latn_TZ",
    "ast_Latn_ES",
    "az_Latn_AZ",
    "az_Arab_IQ",
    "az_Arab_IR",
    "az_Cyrl_RU",
    "az_Arab_IR",
    "bal_Arab_PK",
    "be_Cyrl_BY",
    "bem_Latn_ZM",
    "bez_Latn_TZ",
    "bg_Cyrl_BG",
    "bho_Deva_IN",
    "blo_Latn_BJ",
    "bm_Latn_ML",
    "bn_Beng_BD",
    "bo_Tibt_CN",
    "br_Latn_FR",
    "brx_Deva_IN",
    "bs_Latn_BA",
    "ca_Latn_ES",
    "ce_Cyrl_RU",
    "ceb_Latn_PH",
    "cgg_Latn_UG",
    "chr_Cher_US",
    "ckb_Arab_IQ",
    "cs_Latn_CZ",
    "csw_Cans_CA",
    "cv_Cyrl_RU",
    "cy_Latn_GB",
    "da_Latn_DK",
    "de_Latn_DE",
    "doi_Deva_IN",
    "dsb_Latn_DE",
    "dv_Thaa_MV",
    "dz_Tibt_BT",
    "ee_Latn_GH",
    "el_Grek_GR",
    "en_Latn_US",
    "en_Shaw_GB",
    "eo_Latn_001",
    "es_Latn_ES",
    "et_Latn_EE",
    "eu_Latn_ES",
    "fa_Arab_IR",
    "ff_Latn_SN",
    "ff_Adlm_GN",
    "fi_Latn_FI",
    "fil_Latn_PH",
    "fo_Latn_FO",
    "fr_Latn_FR",
    "fur_Latn_IT",
    "fy_Latn_NL",
    "ga_Latn_IE",
    "gd_Latn_GB",
    "gl_Latn_ES",
    "gsw_Latn_CH",
    "gu_Gujr_IN",
    "guw_Latn_BJ",
    "gv_Latn_IM",
    "ha_Latn_NG",
    "ha_Arab_CM",
    "ha_Arab_SD",
    "haw_Latn_US",
    "he_Hebr_IL",
    "hi_Deva_IN",
    "hnj_Hmnp_US",
    "hnj_Hmng_LA",
    "hr_Latn_HR",
    "hsb_Latn_DE",
    "hu_Latn_HU",
    "hy_Armn_AM",
    "ia_Latn_001",
    "id_Latn_ID",
    "ie_Latn_EE",
    "ig_Latn_NG",
    "ii_Yiii_CN",
    "in_Latn_ID",
    "io_Latn_001",
    "is_Latn_IS",
    "it_Latn_IT",
    "iu_Cans_CA",
    "iw_Hebr_IL",
    "ja_Jpan_JP",
    "jbo_Latn_001",
    "jgo_Latn_CM",
    "ji_Hebr_UA",
    "jmc_Latn_TZ",
    "jv_Latn_ID",
    "jw_Latn_ID",
    "ka_Geor_GE",
    "kab_Latn_DZ",
    "kaj_Latn_NG",
    "kcg_Latn_NG",
    "kde_Latn_TZ",
    "kea_Latn_CV",
    "kk_Cyrl_KZ",
    "kk_Arab_AF",
    "kk_Arab_CN",
    "kk_Arab_IR",
    "kk_Arab_MN",
    "kk_Arab_CN",
    "kkj_Latn_CM",
    "kl_Latn_GL",
    "km_Khmr_KH",
    "kn_Knda_IN",
    "ko_Kore_KR",
    "kok_Deva_IN",
    "ks_Arab_IN",
    "ksb_Latn_TZ",
    "ksh_Latn_DE",
    "ku_Latn_TR",
    "ku_Cyrl_AM",
    "ku_Cyrl_AZ",
    "ku_Cyrl_GE",
    "ku_Arab_IQ",
    "ku_Arab_IR",
    "ku_Arab_LB",
    "ku_Cyrl_TM",
    "ku_Arab_IQ",
    "ku_Cyrl_AM",
    "ku_Yezi_GE",
    "kw_Latn_GB",
    "ky_Cyrl_KG",
    "ky_Arab_CN",
    "ky_Latn_TR",
    "ky_Arab_CN",
    "ky_Latn_TR",
    "lag_Latn_TZ",
    "lb_Latn_LU",
    "lg_Latn_UG",
    "lij_Latn_IT",
    "lkt_Latn_US",
    "lld_Latn_IT",
    "ln_Latn_CD",
    "lo_Laoo_LA",
    "lt_Latn_LT",
    "lv_Latn_LV",
    "mas_Latn_KE",
    "mg_Latn_MG",
    "mgo_Latn_CM",
    "mk_Cyrl_MK",
    "ml_Mlym_IN",
    "mn_Cyrl_MN",
    "mn_Mong_CN",
    "mn_Mong_CN",
    "mo_Latn_RO",
    "mr_Deva_IN",
    "ms_Latn_MY",
    "ms_Arab_CC",
    "mt_Latn_MT",
    "my_Mymr_MM",
    "naq_Latn_NA",
    "nb_Latn_NO",
    "nd_Latn_ZW",
    "ne_Deva_NP",
    "nl_Latn_NL",
    "nn_Latn_NO",
    "nnh_Latn_CM",
    "no_Latn_NO",
    "nqo_Nkoo_GN",
    "nr_Latn_ZA",
    "nso_Latn_ZA",
    "ny_Latn_MW",
    "nyn_Latn_UG",
    "om_Latn_ET",
    "or_Orya_IN",
    "os_Cyrl_GE",
    "osa_Osge_US",
    "pa_Guru_IN",
    "pa_Arab_PK",
    "pa_Arab_PK",
    "pap_Latn_CW",
    "pcm_Latn_NG",
    "pl_Latn_PL",
    "prg_Latn_PL",
    "ps_Arab_AF",
    "pt_Latn_BR",
    "rm_Latn_CH",
    "ro_Latn_RO",
    "rof_Latn_TZ",
    "ru_Cyrl_RU",
    "rwk_Latn_TZ",
    "sah_Cyrl_RU",
    "saq_Latn_KE",
    "sat_Olck_IN",
    "sc_Latn_IT",
    "scn_Latn_IT",
    "sd_Arab_PK",
    "sd_Deva_IN",
    "sd_Deva_IN",
    "sd_Khoj_IN",
    "sd_Sind_IN",
    "sdh_Arab_IR",
    "se_Latn_NO",
    "seh_Latn_MZ",
    "ses_Latn_ML",
    "sg_Latn_CF",
    "sgs_Latn_LT",
    "shi_Tfng_MA",
    "si_Sinh_LK",
    "sk_Latn_SK",
    "sl_Latn_SI",
    "sma_Latn_SE",
    "smj_Latn_SE",
    "smn_Latn_FI",
    "sms_Latn_FI",
    "sn_Latn_ZW",
    "so_Latn_SO",
    "sq_Latn_AL",
    "sr_Cyrl_RS",
    "sr_Latn_ME",
    "sr_Latn_RO",
    "sr_Latn_TR",
    "ss_Latn_ZA",
    "ssy_Latn_ER",
    "st_Latn_ZA",
    "su_Latn_ID",
    "sv_Latn_SE",
    "sw_Latn_TZ",
    "syr_Syrc_IQ",
    "ta_Taml_IN",
    "te_Telu_IN",
    "teo_Latn_UG",
    "th_Thai_TH",
    "ti_Ethi_ET",
    "tig_Ethi_ER",
    "tk_Latn_TM",
    "tl_Latn_PH",
    "tn_Latn_ZA",
    "to_Latn_TO",
    "tpi_Latn_PG",
    "tr_Latn_TR",
    "ts_Latn_ZA",
    "tzm_Latn_MA",
    "ug_Arab_CN",
    "ug_Cyrl_KZ",
    "ug_Cyrl_MN",
    "ug_Cyrl_KZ",
    "uk_Cyrl_UA",
    "ur_Arab_PK",
    "uz_Latn_UZ",
    "uz_Arab_AF",
    "uz_Cyrl_CN",
    "uz_Arab_AF",
    "ve_Latn_ZA",
    "vec_Latn_IT",
    "vi_Latn_VN",
    "vo_Latn_001",
    "vun_Latn_TZ",
    "wa_Latn_BE",
    "wae_Latn_CH",
    "wo_Latn_SN",
    "xh_Latn_ZA",
    "xog_Latn_UG",
    "yi_Hebr_UA",
    "yo_Latn_NG",
    "yue_Hant_HK",
    "yue_Hans_CN",
    "yue_Hans_CN",
    "zh_Hans_CN",
    "zh_Hant_AU",
    "zh_Hant_BN",
    "zh_Hant_GB",
    "zh_Hant_GF",
    "zh_Hant_HK",
    "zh_Hant_ID",
    "zh_Hant_MO",
    "zh_Hant_PA",
    "zh_Hant_PF",
    "zh_Hant_PH",
    "zh_Hant_SR",
    "zh_Hant_TH",
    "zh_Hant_TW",
    "zh_Hant_US",
    "zh_Hant_VN",
    "zh_Bopo_TW",
    "zh_Hanb_TW",
    "zh_Hant_TW",
    "zu_Latn_ZA",
  ]
}
