"""The wordings of session 54's refusals (SILENT54), merged into ``lang.reason_guards.GUARD_WHY`` (kept apart: that
module is at its 400 lines): a price said after goods named only as company (``lang.whose_price``); session 56's
count in a pack word its goods are not sold in (``lang.pack_misfit_guards``) and (ARITH56) a bill's working that does
not add up (``lang.bill_working.working_unclear``)."""
from __future__ import annotations

TOLD_WHY: dict[str, dict[str, str]] = {
    "no_quantity.pack_not_sold": {  # lang.pack_misfit_guards (session 56): "20 bars of sugar"
        "en": "{n} {word} of {item}? {item} is not sold in {word}; write how much in {sunit}",
        "hi": "{n} {word} {item}? {item} {word} में नहीं, {sunit} में बिकता है; {sunit} में लिखिए",
        "hinglish": "{n} {word} {item}? {item} {word} mein nahi, {sunit} mein bikta hai; {sunit} mein likhiye"},
    "ambiguous_intent.whose_price": {
        "en": "which goods is {money} the price of: {items}? write the price right after the goods it is for",
        "hi": "{money} किस सामान का भाव है: {items}? भाव उसी सामान के ठीक बाद लिखिए जिसका है",
        "hinglish": "{money} kis saamaan ka rate hai: {items}? rate usi saamaan ke theek baad likhiye jiska hai"},
    "ambiguous_intent.working_off": {
        "en": "{id}: {figure} and the other amounts of your working add up to none of them; write the amount paid "
              "against {id} on its own",
        "hi": "{id}: {figure} और आपके हिसाब की बाक़ी रक़में आपस में जुड़कर नहीं मिलतीं; {id} के सामने जितना भुगतान किया, "
              "वही रक़म अलग से लिखिए",
        "hinglish": "{id}: {figure} aur aapke hisaab ki baaki rakamein aapas mein jud ke nahi miltin; {id} ke against "
                    "jitna payment kiya, wahi rakam alag se likhiye"},
}
