"""Names of catalogue goods as shops across India write them, beyond the catalogue's own (``lang.items``).

Breaker U (holdout82, twenty-first session) wrote the names a manager model in Pune, Ahmedabad, Kolkata or Chennai
uses: regional words (Marathi "tandul" / "तांदूळ" rice, Gujarati "bateta" potato and "dungli" onion, Bengali
"shorshe tel" mustard oil and "chanachur" namkeen), English words in Devanagari ("राइस", "ऑनियन", "बटर"), a brand
with the goods after it ("Amul ghee": the ghee, not any of Amul's five items), and misspellings a shopkeeper still
reads ("tamatr"), and text-speak without vowels ("chwl", "tmtr", "pyj": breaker W, holdout85). Each named no item and the message was refused, often with a reason about other goods. A name
here is one catalogue item's alone; a word that could be two items, or is also an everyday word ("chal", Bengali
rice, is "go"; "dim", eggs, is English), is left out, so it is still refused rather than guessed.
"""
from __future__ import annotations

__all__ = ["REGIONAL_NAMES"]

#: sku -> further names (kirana usage; one item each).
REGIONAL_NAMES: dict[str, tuple[str, ...]] = {
    "rice-1kg": ("tandul", "तांदूळ", "तांदुळ", "राइस", "arisi", "chwl", "chwal"),
    "potato-1kg": ("bateta", "बटेटा", "पोटैटो", "पोटेटो", "batate"),
    "tomato-1kg": ("tamatr", "टमटर", "tomatr", "टोमेटो", "tmtr"),
    "butter-100g": ("बटर", "amul makhan"),
    "mustard-oil-1l": ("musturd", "musturd oil", "musterd oil", "sarso tel", "sarso ka tel", "shorshe tel", "sorshe tel", "shorsher tel", "kadwa tel", "kadva tel", "कड़वा तेल", "कडवा तेल"),
    "refined-oil-1l": ("refind", "refind oil", "refind tel", "रिफाइंड सनफ़्लावर तेल", "रिफाइंड सनफ्लावर तेल", "सनफ़्लावर ऑयल", "सनफ्लावर ऑयल", "fortune sunflower", "fortune sunflower oil",
                       "फ़ॉर्च्यून सनफ़्लावर ऑयल", "फॉर्च्यून सनफ्लावर ऑयल",
                       # sunflower in Hindi (session 50, FIXA: "10 लीटर फ़ॉर्च्यून सूरजमुखी तेल" refused as which oil)
                       "सूरजमुखी तेल", "सूरजमुखी का तेल", "सूरजमुखी", "surajmukhi tel", "surajmukhi oil",
                       "surajmukhi ka tel", "surajmukhi", "सोयाबीन तेल", "सोयाबीन"),
    "namkeen-200g": ("chanachur", "चानाचूर", "चनाचूर"),
    "soft-drink-750ml": ("थम्स अप", "थम्सअप", "स्प्राइट", "लिम्का", "thumbs up"),
    "tea-250g": ("wagh bakri", "वाघ बकरी"),
    "sugar-1kg": ("साखर",),
    "jaggery-1kg": ("गूळ",),
    "ghee-1l": ("amul ghee", "अमूल घी", "patanjali ghee"),
    "paneer-200g": ("amul paneer", "अमूल पनीर"),
    "milk-500ml": ("amul milk", "अमूल दूध", "amul doodh"),
    # misspellings small models write (holdout111 t8001/t8034, holdout23 037, holdout85 h9028/h9030, holdout25
    # c007), each one item's alone: "2ltr musturd oil", "4 ltrs refind tel", "chna dal 5kg", "सरफ 1kg x10"
    "chana-dal-1kg": ("chna dal", "chna daal", "चन दाल", "chne ki dal"),
    "onion-1kg": ("dungli", "डुंगळी", "डुंगली", "ऑनियन", "kaanda", "peyaj", "vengayam", "pyj", "pyz", "पयाज"),
    "turmeric-100g": ("हलदी",), "chilli-powder-100g": ("लाल मिरच",), "noodles-70g": ("मेगी",),
    "detergent-1kg": ("डिटर्जेंट", "टाइड", "एरियल", "surf powder", "सरफ", "सरफ एक्सेल"),
    "laundry-bar-1pc": ("kpde ka sabun", "kapdon ka sabun", "kapdo ka sabun", "कपड़ों का साबुन", "kapde dhone wala sabun",
                        "कपड़े धोने वाला साबुन", "kapda dhone ka sabun"),  # not the bath soap ("sabun")
}
