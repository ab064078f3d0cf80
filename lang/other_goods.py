"""Goods the shop does not stock whose names hold a catalogue item's word (issue 10; breaker U, holdout82).

Some are single words: common kirana goods we do not stock at all ("rajma", "jeera", "maida", "चना": whole chana,
not chana dal), which ``lang.unstocked`` refuses when asked for beside stocked goods.

"tomato ketchup" is no tomato, "milk powder" no milk, "rock salt" no iodised salt, "peanut butter" no butter,
"shimla mirch" (capsicum) no red chilli powder, "mustard seeds" no mustard oil. Read word by word, each of these
named the catalogue item and the supplier acted on it (breaker U: "10 kg sendha namak" ordered 10 kg of salt,
"2 kg makhana" 20 packets of butter, silently). ``OTHER_GOODS`` are such names: the item matcher
(``lang.items.ItemMatcher``) takes each phrase whole and finds no item in it, so a message asking only for them is
refused (``no_item``) and one that asks for them beside stocked goods is refused for the goods it cannot place.
``OTHER_GOODS_WORDS`` are single words one letter or a vowel away from an item's name ("makhana", fox nuts, beside
"makhan", butter).

The lists are names of goods (kirana usage, English / Hindi / Hinglish), not figures; a phrase names another good
only as a whole ("tomato" alone is still the tomato).
"""
from __future__ import annotations

__all__ = ["OTHER_GOODS", "OTHER_GOODS_WORDS"]

_EN = """tomato ketchup|tomato sauce|tomato puree|tomato paste|tomato soup|potato chips|potato wafers|potato starch|
sweet potato|sweet potatoes|banana chips|banana chip|raw banana|milk powder|milk chocolate|
coconut milk|soya milk|soy milk|almond milk|peanut butter|butter milk|buttermilk|butter paper|bread crumbs|
breadcrumbs|rock salt|black salt|pink salt|sea salt|chai masala|tea masala|tea bags|green tea|tea cups|tea cup|
rice flour|rice flakes|rice bran oil|puffed rice|rice papad|mustard seeds|mustard seed|mustard sauce|
chilli sauce|chili sauce|green chilli sauce|chilli flakes|chili flakes|whole red chilli|sugar free|sugar candy|
sugar cubes|icing sugar|brown sugar|onion powder|garlic powder|egg noodles|curd rice|paneer tikka|ghee rice|
colgate toothbrush|colgate brush|tooth brush|toothbrush|lifebuoy handwash|lifebuoy hand wash|handwash|hand wash|
dishwash bar|dish wash|soap case|soap dish|soap box|maggi ketchup|maggi masala|maggi sauce|
almond oil|onion seeds|besan laddoo|besan ladoo|suji rusk|rava idli|jaggery powder|chana|chane|kabuli chana|kala chana|rajma|urad|urad dal|jeera|cumin|maida|sabudana|dalia|daliya|moongfali|peanuts|kaju|cashew|cashews|kishmish|raisins|elaichi|cardamom|dhaniya|dhania|coriander|ajwain|saunf|hing|methi|coffee|shampoo|honey|shahad|achar|pickle|papad|lahsun|garlic|adrak|ginger|nimbu|lemon|lemons|jowar|ragi|candles|mombatti|phenyl|vinegar|sirka|oats|cornflakes|sewai|seviyan|vermicelli"""
_HI = """टमाटर सॉस|टमाटर केचप|टमाटर कैचप|आलू चिप्स|आलू भुजिया|आलू बुखारा|शकरकंद|केले के चिप्स|केला चिप्स|
मिल्क पाउडर|दूध पाउडर|पीनट बटर|सेंधा नमक|काला नमक|चाय मसाला|शिमला मिर्च|सरसों के बीज|सरसों दाना|
चावल का आटा|मुरमुरे|मक्खन मलाई|गुड़ की चिक्की|टूथब्रश|हैंडवॉश|बेसन के लड्डू|सूजी रस्क|चना|चने|काबुली चना|काला चना|राजमा|उड़द|उड़द दाल|जीरा|मैदा|साबूदाना|दलिया|मूंगफली|मूँगफली|काजू|किशमिश|इलायची|धनिया|अजवाइन|सौंफ|हींग|मेथी|कॉफी|कॉफ़ी|शैम्पू|शहद|अचार|पापड़|लहसुन|अदरक|नींबू|ज्वार|रागी|मोमबत्ती|फिनाइल|सिरका|सेवई|सेवइयां"""
_HL = """tamatar sauce|tamatar ketchup|aloo chips|aloo bhujia|aloo bukhara|alu bukhara|kele ke chips|kela chips|
doodh powder|dudh powder|sendha namak|kala namak|kaala namak|chai ka masala|shimla mirch|shimla mirchi|
sarson ke beej|sarson dana|chawal ka aata|chawal ka atta|makhan malai|gud ki chikki|gur ki chikki|
besan ke laddoo|besan ke ladoo"""

#: Names of goods we do not stock that hold an item's word (module docstring).
OTHER_GOODS: tuple[str, ...] = tuple(p.strip() for block in (_EN, _HI, _HL) for p in block.replace("\n", "").split("|")
                                     if p.strip())
#: Words one letter or vowel from an item's name that name other goods (checked against the raw word, lower case).
OTHER_GOODS_WORDS: frozenset[str] = frozenset("makhana makhane makhano मखाना मखाने phool-makhana".split())
