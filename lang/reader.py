"""Reading an agent's message (an e-mail to a supplier, or the cashier's words at the counter).

``read_message(text, catalogue)`` returns a ``Reading`` (READING.md): the
language, the main intent, one ``ItemReading`` per item line, the bill and
order ids, and the kernel ``Intent``s (quantities in selling units, prices in
paise per selling unit) — or ``readable=False`` with one of ``REASONS``.
``could_not_read(reading)`` is the one rule for "could not read your message".

How a message is read, in order (every step is a table look-up or a fixed rule;
nothing is guessed and nothing is random):

1. Fenced blocks (```order {...}```) with a known tag win: the message is read
   by ``lang.blocks.read_blocks`` and converted; a malformed block makes the
   message unreadable, whatever the words around it say.
2. The text is normalised and cut into tokens (``lang.language``); items are
   found by ``lang.items.ItemMatcher``; bill ids (B12, A3, "bill no. 12",
   "बिल B12") and order ids (O3, "order #3") are taken out.
3. Intent words (``CUES``) are found by longest match within a clause.
   Numbers (``lang.numbers``) become *figures*: a quantity (a number with a
   unit, or "x 10"), a price (with ₹/Rs/INR/rupaye/रुपये, "@", "rate", "40
   mein"), or a bare number. Dates, times, days, percentages, phone numbers,
   list numbers and pack sizes are not figures. A single number word that is
   also an everyday word ("do", "teen", "saath") counts only next to a unit, a
   price word or an item.
4. The message is cut into clauses (line breaks and . ? ! । ;) and clauses into
   chunks (, & + and aur और). Each figure belongs to the item of its chunk; in a
   chunk with several items, figures go to the item they precede when the chunk
   starts with a figure ("10 kg rice 5 kg sugar") and to the item they follow
   otherwise ("rice 10 kg sugar 5 kg"); a chunk with figures and no item lends
   them to the item before it (else after it) in the clause; a clause with
   figures and no item lends them, with its intent words, to the message's item
   when the message names exactly one.
5. Each item line takes the intent words of its chunk, else of its clause, else
   of the nearest clause before (else after) that has item intent words, else
   the default of READING.md (a quantity → order, a price → offer, else
   ask_quote). Plain price words ("rate", "भाव") are weak: an ask_quote only
   when nothing stronger applies or the clause asks ("rate?", "rate kya hai").
   When a line has several intents, the first of accept, offer, ask_quote,
   order, reject whose needs are met wins (an order needs a quantity, an offer
   or an accept a price); an accept with an order word and a quantity gives
   both. Item lines in the clause of a payment, dispute, cancel, bill or
   delivery question, or in such a message with no item intent words at all,
   are context, not orders.
6. Prices: per-unit and total marks as READING.md says; an unmarked price next
   to a quantity above 1 is a unit price up to 1.5 × MRP per stated unit, a total
   from half of quantity × MRP, and contradictory in between.

Decisions beyond READING.md are listed in READING.md ("Reader decisions").
"""
from __future__ import annotations

import bisect
import json
import math
import re
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from fractions import Fraction
from typing import Literal

from pydantic import BaseModel, ConfigDict

from lang.acts import clause_acts
from lang.blocks import FENCE, read_blocks
from lang.clean import MAX_CHARS, clean, quoted_context
from lang.intents import ITEM_INTENTS, Intent
from lang.items import NOT_ITEM_WORDS, ItemMatcher, ItemMention, matcher_for
from lang.language import Token, detect_language, fold, fold_phrase, language_of, normalize, tokenize
from lang.numbers import NumberSpan, numbers_in_tokens
from lang.roles import price_roles
from lang.units import UNIT_WORDS, UNKNOWN_CONTAINERS, default_unit, fmt_number, selling_units_per, \
    to_selling_units
from market.catalogue import Catalogue, Item, load_catalogue
from market.money import format_inr

__all__ = ["Reading", "ItemReading", "read_message", "could_not_read", "REASONS", "CUES"]

REASONS = ("empty", "no_item", "ambiguous_item", "no_quantity", "no_price", "no_id", "contradictory", "no_intent",
           "ambiguous_intent", "too_long")
Language = Literal["en", "hi", "hinglish"]
Unit = Literal["kg", "g", "l", "ml", "piece", "packet", "dozen", "case", "sack", "quintal", "ton", "tray"]


class ItemReading(BaseModel):
    """One item line of a message (READING.md)."""
    model_config = ConfigDict(extra="forbid", frozen=True)
    sku: str
    item: str  # canonical English name
    quantity: float | None = None  # as stated (2.5 for "dhai kilo")
    unit: Unit | None = None  # as stated, else the item's selling unit mapped
    unit_price_inr: float | None = None  # per ``unit``
    total_price_inr: float | None = None  # when only a total is stated
    selling_units: int | None = None
    selling_unit_price_inr: float | None = None


class Reading(BaseModel):
    """What one message says, or why it cannot be read (READING.md)."""
    model_config = ConfigDict(extra="forbid", frozen=True)
    readable: bool
    reason: str = ""
    language: Language = "en"
    intent: str | None = None
    items: list[ItemReading] = []
    bill_id: str | None = None
    order_id: str | None = None
    intents: list[Intent] = []


def could_not_read(reading: Reading) -> bool:
    """The one rule for "could not read your message", the same in every language: ``not readable``."""
    return not reading.readable


# --- word tables -------------------------------------------------------------------------------

#: Intent words, any script, "|"-separated. Matched by key (``lang.language.fold``), longest first.
CUES: dict[str, str] = {
    "ask_quote": """rate batao|rate bataiye|rate bataye|rate bataen|rate bata do|rate bata dijiye|rate bhejo|
        rate bhejiye|
        rate bhej do|rate bhej dijiye|kya rate|rate kya|rate kya hai|kya rate hai|rate kitna|kitna rate|bhav batao|
        bhav bataiye|bhaav batao|bhav bhejo|bhav bhejiye|bhav kya|kya bhav|kitne ka|kitne ki|kitne ke|kitne mein|
        kitne me|kitne main|kitna hai|kitna padega|kitne ka padega|daam kya|kya daam|daam batao|aaj ka rate|
        aaj ka bhav|
        how much|how much is|how much for|how much does|what is the price|what is your price|whats the price|
        whats your price|what is the rate|whats the rate|what is your rate|whats your rate|what rate|what price|
        what are your rates|what are the rates|what are your prices|what are you charging|please quote|kindly quote|
        quote me|quote us|quote for|send your rate|send your rates|send rate|send rates|send the rate|send the rates|
        send your price|send your prices|send the price|send price|send prices|send your quote|send a quote|
        send quotation|send your best price|send your best rate|share your rate|share your rates|share the rate|
        share your best rate|share the best rate|share best rate|what would be your rate|what would be your price|
        what will be your rate|what would you charge|what will you charge|what do you charge|
        share your price|share the price|share your best price|let me know the price|let me know the rate|
        let me know your price|let me know your rate|let us know your rate|let us know the rate|
        let us know your price|let us know the price|tell me the price|tell me the rate|tell me your rate|
        tell me your price|need rate|need the rate|need your rate|need price|need the price|need a quote|
        need quotation|need your best price|what does it cost|what will it cost|price please|rate please|
        rates please|kya chal raha|kya rate chal raha|rate chal raha|bhav chal raha|
        कितने का|कितने की|कितने के|कितने में|क्या रेट|क्या भाव|रेट क्या|भाव क्या|रेट बताइए|रेट बताइये|
        रेट बताएं|रेट बताएँ|रेट बताओ|भाव बताइए|भाव बताइये|भाव बताएं|भाव बताओ|दाम बताइए|दाम बताओ|क्या दाम|दाम क्या|
        कितना है|कितना पड़ेगा|कितने पड़ेंगे|आज का भाव|आज का रेट|रेट भेजिए|रेट भेजें|भाव भेजिए|भाव भेजें|कीमत बताइए|
        कीमत क्या|मूल्य बताइए|क्या चल रहा|दर बताएं|दर बताइए|दर क्या|क्या दर|मूल्य बताएं|कीमत बताएं|मूल्य सूची|
        कोटेशन भेजें|कोटेशन भेजिए""",
    "ask_quote_weak": """rate|rates|price|prices|pricing|bhav|bhaav|daam|cost|costs|keemat|kimat|quote|quotes|
        quotation|quotations|price list|rate list|current price|current rate|todays price|todays rate|latest rate|
        latest price|market rate|best price|best rate|your rate|your rates|your price|your prices|
        भाव|रेट|दाम|कीमत|मूल्य|कोटेशन""",
    "neutral": """thank you for your quotation|thank you for the quotation|thank you for your quote|
        thank you for the quote|thanks for the quote|thanks for your quote|thanks for the quotation|
        thanks for your quotation|your quotation|your quote|galti se|aapke bataye rate|aapke bataye rate pe|aapke bataye rate par|
        bataye rate|bataya rate|at your rates|at your rate|at your quoted rate|usual rate|at the usual rate|
        same rate|rate wahi purana|rate wahi|wahi rate|रेट वही पुराना|वही रेट|आपके बताए रेट|आपके बताए भाव|
        aapke rate pe|aapke rate par|
        गलती से|ग़लती से|by mistake|your last quote|
        your quoted price|agreed rate|
        agreed price|the agreed rate|the agreed price|as agreed|as per agreed|prices agreed|price agreed|
        rates agreed|rate agreed|agreed yesterday|agreed earlier|agreed last|your offer|thank you for your offer|
        quotation dekha|quote dekha|
        quotation mila|rate dekha|tay rate|tay hua|tay hua tha|jo tay hua|तय रेट|तय भाव|तय हुआ|जो तय हुआ|
        कोटेशन देखा|कोटेशन मिला|aapka quotation|aapka rate|aapke rate|आपका रेट|आपके रेट|pichli baar|पिछली बार|
        last time|same as last time|same brand|wahi brand|वही ब्रांड|thank you|thanks|dhanyavaad|dhanyawad|shukriya|
        धन्यवाद|शुक्रिया""",
    "offer": """final|final price|final rate|aakhri|आख़िरी|आखिरी|प्रस्तावित|prastavit|and we have a deal|and its a deal|and it is a deal|to sauda pakka|to deal pakki|to deal pakka|
        तो सौदा पक्का|तो डील पक्की|तो पक्का|to pakka|max|maximum|at most|zyada se zyada|ज़्यादा से ज़्यादा|
        can you do|could you do|you can do|if you can do|if you could do|you could do|if you can give|
        if you can make it|would it work|will it work|does it work|would that work|will you do|would you do|can you make it|could you make it|make it|
        i offer|i can offer|we offer|we can offer|i will offer|we will offer|my price|our price|my offer|our offer|
        offer|like to offer|would like to offer|make an offer|offer you|our offer is|my offer is|
        best i can do|the best i can do|i can do|we can do|i can pay|we can pay|i will pay|we will pay|
        how about|what about|counter|counter offer|counteroffer|i propose|we propose|can you give|could you give|
        give it at|give it for|give us at|give me at|let it go at|lower to|reduce to|bring it down to|come down to|
        can you match|would you accept|will you accept|would you take|will you take|can we do|lets do|lets say|
        final offer|last offer|do it for|do it at|can you reduce|could you reduce|please reduce|reduce it|
        is it possible at|possible at|can you go|could you go|
        propose|we propose|would like to propose|propose karte|mein do|me do|में दो|mein dijiye|
        mein doge|me doge|main doge|mein de do|me de do|mein dedo|mein de dijiye|me de dijiye|mein denge|me denge|
        mein de sakte|me de sakte|mein milega|me milega|de doge|doge|denge kya|chalega kya|chalegi kya|
        de do|dedo|de dijiye|de dijie|lagao|laga do|lagado|lagaiye|laga dijiye|laga dijie|kam karo|kam kijiye|
        kam kar do|kam kar dijiye|thoda kam|kuch kam|rate kam|itne mein|itne me|de sakte ho|de sakte hain|
        में दोगे|में दे दो|में दे दीजिए|में दे दीजिये|में देंगे|में दे सकते|में मिलेगा|दे दो|दे दीजिए|दे दीजिये|
        लगा दो|लगाइए|लगाइये|लगा दीजिए|लगा दीजिये|कम करो|कम कीजिए|कम कर दीजिए|थोड़ा कम|कुछ कम|दे सकते हैं|दोगे|देंगे|
        चलेगा क्या|चलेगी क्या|पेशकश|प्रस्ताव|ऑफ़र|ऑफर|हम देंगे|peshkash|prastav|offer karte|offer kar rahe""",
    "accept": """accepting|accepting your quote|we are accepting|agreed|agree|i agree|we agree|deal|its a deal|done deal|deal done|accept|accepted|we accept|
        i accept|ok at|okay at|fine at|done at|deal at|agreed at|settled at|confirmed at|sounds good|that works|
        fair enough|go ahead at|we will take it at|well take it at|ill take it at|i will take it at|is fine|
        is ok|is okay|fine with|acceptable|is acceptable|works for us|works for me|we can accept|
        theek hain|thik hain|ठीक हैं|ठीक|sahi hain|सही हैं|theek hai|thik hai|theek he|thik he|thik h|theek h|chalega|chalegi|chal jayega|done|pakka|manzoor|manjoor|
        mein chalega|me chalega|mein done|mein theek|mein pakka|ok for|okay for|fine for|works|it works|
        that works for us|works for us|fine|ok|okay|
        sahi hai|ok hai|okay hai|fix hai|haan theek|haan thik|
        ठीक है|मंज़ूर|मंजूर|मंज़ूर है|चलेगा|चलेगी|चल जाएगा|पक्का|सही है|स्वीकार|डील|डन|में चलेगा|में ठीक|में मंज़ूर|
        स्वीकार है|स्वीकार करते हैं|सहमत|हम सहमत हैं|sahmat|swikar|sweekar""",
    "reject": """no thanks|no thank you|too high|too much|too expensive|too costly|very high|very expensive|
        not interested|not needed|dont need|do not need|no need|cant accept|cannot accept|can not accept|
        wont accept|will not accept|reject|rejected|we reject|decline|declined|we decline|we pass|pass on|
        leave it|forget it|drop it|not at that price|no deal|cant do|cannot do|not possible|dont want|
        do not want|not agreed|dont agree|do not agree|cannot agree|cant agree|not acceptable|isnt acceptable|
        not ok|not okay|not fine|no deal|manzoor nahi|manjoor nahi|theek nahi|thik nahi|sahi nahi|
        nahi chahiye|nahin chahiye|nai chahiye|nahi chaiye|rehne do|rehne dijiye|rahne do|rahne dijiye|
        bahut zyada|bahut jyada|bahut mehenga|bahut mehnga|bahut mahanga|mehenga hai|mehnga hai|mahanga hai|
        nahi lena|nahin lena|nahi lenge|nahin lenge|chhodo|chhod do|chhod dijiye|jane do|jaane do|nahi chalega|
        nahin chalega|nahi hoga|zyada hai|jyada hai|nahi jamega|
        नहीं चाहिए|नहीं चाहिये|रहने दो|रहने दीजिए|रहने दीजिये|बहुत ज़्यादा|बहुत ज्यादा|बहुत महंगा|बहुत महँगा|महंगा है|
        महँगा है|नहीं लेना|नहीं लेंगे|मंज़ूर नहीं|मंजूर नहीं|स्वीकार नहीं|अस्वीकार|ठीक नहीं|सहमत नहीं|छोड़ो|छोड़ दो|
        छोड़ दीजिए|जाने दो|नहीं चलेगा|ज़्यादा है|ज्यादा है|नहीं जमेगा|नामंज़ूर|नामंजूर|namanzoor|na manzoor|
        pass on|we pass|well pass|we will pass|skip|well skip|we will skip|नहीं जमता|nahi jamta|nahin jamta""",
    "order": """send|please send|kindly send|pls send|plz send|send us|send me|order|we order|i order|
        place an order|place order|placing an order|like to order|want to order|would like to order|
        deliver|please deliver|supply|please supply|kindly supply|need|we need|i need|require|we require|
        want|we want|i want|book|please book|dispatch|please dispatch|ship|arrange|please arrange|get us|
        we will take|well take|wed take|and would like|i will take|ill take|we will buy|we want to buy|buy|purchase|
        bhej do|bhej dijiye|bhej dijie|bhej dena|bhejiye|bhejie|bhejo|bhejna|bhejein|bhejen|bhej de|bhijwa do|
        bhijwa dijiye|bhijwaiye|bhijwa dena|chahiye|chaiye|chahie|mangwana hai|mangana hai|mangwa do|lena hai|
        lenge|le lenge|pahuncha do|pahuncha dijiye|supply karo|supply kar do|supply kijiye|order karna hai|
        de do|dedo|de dijiye|de dijie|dijiye|
        भेज दीजिए|भेज दीजिये|भेज दो|भेजें|भेजिए|भेजिये|भेजो|भेज देना|भिजवा दीजिए|भिजवा दो|भिजवाइए|चाहिए|चाहिये|
        ऑर्डर|आर्डर|मंगवाना है|मँगवाना है|लेना है|लेंगे|सप्लाई|दे दो|दे दीजिए|दे दीजिये|पहुंचा दीजिए|पहुँचा दीजिए|
        भेज दें|भेजना|bhej doge|bhijwa doge|भेज दोगे|bhej sakte|bhej sakte ho|bhej sakte hain|bhej sakoge|bhej denge|भेज सकते|भेज सकते हैं|
        भेज सकेंगे|भेज देंगे|आपूर्ति करें|आपूर्ति|मँगाना|मंगाना|ऑर्डर देना|भिजवा दें""",
    "cancel": """cancel|cancelled|canceled|cancellation|please cancel|kindly cancel|cancel karo|cancel kar do|
        cancel kijiye|cancel kar dijiye|cancel karna|cancel kar dena|mat bhejo|mat bhejiye|mat bhejna|na bhejein|
        na bhejen|nahi bhejna|nahin bhejna|dont send|do not send|call off|withdraw the order|withdraw order|
        हटा दीजिए|हटा दीजिये|हटा दो|हटा दें|हटाइए|हटाइये|hata do|hata dijiye|hata dena|hatao|remove|
        cut the|take off|strike off|drop the|please drop|निकाल दीजिए|निकाल दो|निकाल दें|nikal dijiye|nikal do|nikaal do|nikaal dijiye|
        dont send the|do not send the|रद्द|रद्द करें|रद्द करो|रद्द कर दो|रद्द कर दीजिए|रद्द कीजिए|कैंसल|कैंसिल|मत भेजो|मत भेजिए|मत भेजिये|
        न भेजें|नहीं भेजना""",
    "pay": """advance for|advance sent|advance paid|advance bhej diya|एडवांस भेज दिया|भेज दिया|bhej diya|de diye|de diya|दे दिए|दे दिया|diye hain|
        paid|pay|paying|payment|payment made|payment done|made the payment|made payment|have paid|
        we have paid|i have paid|transferred|have transferred|remitted|sent the payment|sending the payment|
        sending payment|settle the bill|settled the bill|clearing the bill|cleared the bill|paying for|
        payment for|payment against|payment of|
        payment kar diya|payment kar di|payment kar rahe|payment bhej diya|payment bhej rahe|payment ho gaya|
        payment ho gayi|pay kar diya|pay kar di|pay kar rahe|paise bhej diye|paise bhej rahe|paisa bhej diya|
        bhugtan|bhugtan kar diya|jama kar diya|bhej rahe|bhej rahe hain|bhej raha|bhej diye|
        भुगतान|भुगतान कर दिया|भुगतान किया|भुगतान कर रहे|पेमेंट|पेमेंट कर दिया|पैसे भेज दिए|पैसे भेज रहे|जमा कर दिया|
        भेज रहे|भेज रहे हैं|भेज दिए""",
    "dispute": """objection|objection hai|double hai|dobara|दोबारा|दुबारा|dubara|dispute|disputed|disputing|wrong|is wrong|incorrect|is incorrect|wrong bill|please correct|
        correct it|correct the bill|revise the bill|you charged|charged us|we agreed on|but we agreed|
        sahi kar do|sahi kar dijiye|sahi kijiye|theek kar do|theek kar dijiye|galti|सही कर दीजिए|ठीक कर दीजिए|
        गलती|ग़लती|bill is wrong|the bill is wrong|incorrect bill|
        bill is incorrect|overcharged|over charged|charged extra|charged too much|excess charge|excess amount|
        mistake in the bill|mistake in bill|error in the bill|error in bill|billing error|wrong amount|
        wrongly charged|not what we agreed|short supplied|short delivery|is double|billed twice|double billed|
        billed again|duplicate|duplicate bill|दोबारा आया|दोबारा लगा|dobara aaya|dobara laga|बिल ठीक करें|
        बिल ठीक कीजिए|bill theek karein|bill theek kijiye|bill sahi karein|
        bill galat|galat bill|bill galat hai|galat hai|galat|zyada lagaya|jyada lagaya|zyada charge|jyada charge|
        zyada paise|jyada paise|hisaab galat|hisab galat|
        बिल गलत|बिल ग़लत|गलत बिल|ग़लत बिल|गलत है|ग़लत है|ज़्यादा पैसे|ज्यादा पैसे|ज़्यादा लगाया|ज्यादा लगाया|विवाद|
        आपत्ति|हिसाब गलत""",
    "ask_delivery": """भेज दिया क्या|भेज दिए क्या|bhej diya kya|bhej diye kya|sent already|been dispatched|has been dispatched|dispatch ho gaya|dispatch hua|dispatch ho gayi|
        निकल गया|निकल गई|रवाना हो गया|डिस्पैच हो गया|on the way|raste mein|रास्ते में|
        be delivered|will be delivered|confirm when|kab tak deliver|deliver hoga|deliver kab|
        when will it arrive|when will it come|when will the order arrive|when will the goods arrive|
        when will you deliver|when can you deliver|when will it be delivered|when will you send|
        when will you dispatch|
        when will our order|when will my order|when does it arrive|when will the delivery|delivery date|
        delivery status|status of order|status of the order|status of my order|status of our order|order status|
        where is my order|where is our order|where is the order|not yet arrived|not arrived yet|still waiting|
        has not arrived|hasnt arrived|not received yet|expected delivery|will arrive|arrive|arrival|arriving|
        when will|when can we expect|kab tak|kab aaega|kab aayenge|kab aaenge|
        kab aayega|kab ayega|kab aaega|kab aega|kab tak aayega|kab tak ayega|kab milega|kab tak milega|kab bhejoge|
        kab bhejenge|kab bhej rahe|kab pahunchega|kab tak pahunchega|delivery kab|maal kab|order kab|
        abhi tak nahi aaya|
        abhi tak nahin aaya|
        कब आएगा|कब आयेगा|कब तक आएगा|कब मिलेगा|कब तक मिलेगा|कब पहुंचेगा|कब पहुँचेगा|कब भेजेंगे|कब भेज रहे|डिलीवरी कब|
        माल कब|ऑर्डर कब|अभी तक नहीं आया|कब तक|कब आएँगे|कब आएंगे|कब आयेंगे|पहुंचेगा|पहुँचेगा""",
    "ask_bill": """bill bhej doge|bill bhejoge|bill bhej denge|बिल भेज देंगे|बिल भेजेंगे|बिल भेज दोगे|का बिल भेजिए|का बिल भेजें|का बिल भेजो|का बिल चाहिए|ka bill bhejo|ka bill bhejiye|ka bill chahiye|send bill|send me the bill|send us the bill|kindly send us the bill|
        kindly send the bill|please send us the bill|the bill for|bill for|share the bill for|invoice for|send the invoice|send invoice|
        please send the bill|send our bill|send my bill|share the bill|share bill|how much do i owe|
        how much do we owe|what do i owe|what do we owe|how much is due|what is due|outstanding|outstanding amount|
        pending amount|pending bill|pending bills|dues|balance due|our balance|account statement|statement|
        bill bhejo|bill bhejiye|bill bhej do|bill bhej dijiye|bill bhejna|invoice bhejo|invoice bhejiye|kitna baaki|
        kitna baki|baaki kitna|baki kitna|kitna bakaya|hisaab bhejo|hisab bhejo|hisaab bhejiye|hisaab batao|
        hisab batao|kitna dena hai|kitne dene hain|kitna bacha|
        बिल भेजिए|बिल भेजिये|बिल भेजें|बिल भेज दीजिए|बिल भेजो|कितना बाकी|कितना बाक़ी|बाकी कितना|हिसाब भेजिए|
        हिसाब भेजें|हिसाब बताइए|कितना देना है|कितने देने हैं|बिल भेज दें|बिल भेज दीजिये|बिल भेजना""",
    "bill": """that comes to|it comes to|comes to|total comes to|that will be|thatll be|that makes|your total is|
        your bill is|your total|the total is|total is|please pay|kindly pay|you have to pay|आपका बिल|aapka bill|
        hue|hua|ho gaye|ho gae|ho gye|ho gaya|ho gayi|banta hai|bante hain|bante|banta|dena hoga|dene honge|
        kul milake|kul milakar|
        हुए|हुआ|हो गए|हो गये|बनते हैं|बनता है|कुल मिलाकर|देने होंगे|देना होगा""",
    "bill_weak": """total|grand total|in total|kul|sab milake|total amount|कुल|कुल राशि""",
}
_WEAK_QUOTE = {fold(w) for w in "rate rates price prices pricing bhav bhaav daam cost costs keemat kimat दाम कीमत "
                                "मूल्य भाव रेट".split()}
_WEAK_QUOTE_ALL = _WEAK_QUOTE | {fold(w) for w in "quote quotes quotation quotations कोटेशन".split()}
_SEND_WORDS = {fold(w) for w in "send share bhejo bhejiye bhej bhejie bhejna bhejein bhejen भेजिए भेजें भेजो भेज "
                                "भेजिये".split()}
_ASK_WORDS = {fold(w) for w in "what whats how kya kitna kitne kitni bata batao bataiye bataye bataen btao "
                                "batayen tell inform क्या कितना कितने कितनी बता बताइए बताओ बताएं बताएँ बताइये "
                                "बताना".split()}
_QUOTE_FILLER = {fold(w) for w in "your the us me our best latest current todays a updated revised new".split()}
NON_ITEM = ("cancel", "pay", "dispute", "ask_delivery", "ask_bill", "bill")
#: When a line's words call for several item intents, the first of these whose needs are met wins.
PRIORITY = ("accept", "offer", "ask_quote", "order", "reject")
_ITEM_KINDS = frozenset(ITEM_INTENTS) | {"ask_quote_weak"}


def _keyset(words: str) -> frozenset[str]:
    return frozenset(fold(w) for w in words.split())


#: Bill words after which the amount comes ("that comes to ₹230", "kul 230"); the rest follow it ("230 hue").
_BILL_AFTER = frozenset(fold_phrase(p) for p in "that comes to|it comes to|comes to|total comes to|that will be|"
                        "thatll be|that makes|your total is|your bill is|your total|the total is|total is|"
                        "please pay|kindly pay|you have to pay|total|grand total|in total|kul|total amount|"
                        "कुल|कुल राशि|kul milake|kul milakar|कुल मिलाकर|sab milake|आपका बिल|aapka bill|your bill".split("|"))
_BILL_FILLER = _keyset("ji bhaiya bhai bas sirf only just total kul sab mila ke milake hi to कुल जी भैया बस सिर्फ")
_CUR_BEFORE = _keyset("rs inr re rupees rupee rs rp रु रू रुपये रुपए")
_CUR_AFTER = _keyset("rs rupees rupee rupaye rupaiye rupay rupye rupiya rupiye rupya rupaya rupaiya rupai bucks inr "
                     "रुपये रुपए रुपया रुपयों रु रू")
_PER = _keyset("per prati प्रति pr har every")
_A = _keyset("a an ek one एक")
_EACH = _keyset("each apiece")
_EACH2 = {("ek", "ka"), ("ek", "ki"), ("ek", "ke"), ("har", "ek"), ("per", "piece")}
_TOTAL_AFTER = {fold_phrase(p) for p in ["total", "in all", "in total", "for all", "altogether", "overall", "kul",
                                         "for everything", "for the lot", "all together", "sab milake",
                                         "sab milakar", "कुल", "सब मिलाकर", "total mein", "kul milake"]}
_TOTAL_AFTER_BY_FIRST: dict[str, list[tuple[str, ...]]] = {}
for _phrase in sorted(_TOTAL_AFTER, key=lambda p: (-len(p), p)):
    _TOTAL_AFTER_BY_FIRST.setdefault(_phrase[0], []).append(_phrase)
_TOTAL_BEFORE = _keyset("total kul कुल altogether overall poora pura पूरा poore pure liye लिए milake milakar मिलाकर")
_UNIT_LEAD = _keyset("rate bhav daam दाम भाव रेट mrp")
_PRICE_AFTER = _keyset("mein me main में pe par पर पे mai")
_X = {"x", "×", "*"}
_QTY_LEAD = _keyset("qty quantity matra मात्रा")
_SIZE_AFTER = _keyset("each wala wale wali vala vale pack packs वाला वाले वाली")
_SKIP_BEFORE = _keyset("day din दिन date dated tareekh tarikh तारीख phone ph mob mobile tel contact call whatsapp "
                       "pin pincode gst gstin room flat plot sector shop version page step no number dinank दिनांक "
                       "नंबर fone by till until before after january february march april may june july august "
                       "september october november december jan feb mar apr jun jul aug sep sept oct nov dec "
                       "जनवरी फरवरी मार्च अप्रैल मई जून जुलाई अगस्त सितंबर अक्टूबर नवंबर दिसंबर")
_SKIP_AFTER = _keyset("am pm baje बजे oclock days din दिन hours hrs hr ghante घंटे minutes mins min percent "
                      "pratishat प्रतिशत saal years year month months mahine week weeks hafte tarikh tareekh tarik "
                      "तारीख़ तारीख तक tak "
                      "जनवरी फरवरी मार्च अप्रैल मई जून जुलाई अगस्त सितंबर अक्टूबर नवंबर दिसंबर "
                      "august january february march april may june july september october november december "
                      "jan feb mar apr jun jul aug sep sept oct nov dec")
_SKIP_SYM_AFTER = {"%"}
_PHONE_WORDS = _keyset("phone ph mob mobile tel telephone contact call whatsapp fone फ़ोन फोन मोबाइल संपर्क")
_ABBREV = _keyset("rs no nos mr mrs dr ltd pvt approx qty amt vs sh smt shri st inr re sr jr co nr rs")
_FOR_WORDS = _keyset("liye लिए")
_RETRACT = _keyset("actually nahi nahin नहीं no nope wait ruko रुको")
_ADVANCE = _keyset("advance एडवांस agrim अग्रिम")
_OR = _keyset("or ya या athva अथवा")
_KEEP = _keyset("keep keeps stays remain remains rehne rahne रहने रहने still baaki baki बाक़ी बाकी")
_CHANGE_WORDS = _keyset("to jagah जगह instead")
_SEP_WORDS = _keyset("and aur और tatha तथा also plus evam एवं va व")
_SEP_SYMS = {",", "&", "+", "|", "•", "·", ";", "،"}
_BREAK_SYMS = {".", "?", "!", "।", "॥", "…"}
_BILL_LEADS = _keyset("bill bil invoice बिल इनवॉइस challan")
_ORDER_LEADS = _keyset("order ऑर्डर आर्डर ordar")
_ID_MARKS = _keyset("no num number id नंबर नं संख्या क्रमांक")


def _cue_table() -> dict[str, list[tuple[tuple[str, ...], frozenset[str]]]]:
    owners: dict[tuple[str, ...], set[str]] = {}
    for kind, text in CUES.items():
        for phrase in text.replace("\n", " ").split("|"):
            key = fold_phrase(phrase.strip())
            if key:
                owners.setdefault(key, set()).add(kind)
    table: dict[str, list[tuple[tuple[str, ...], frozenset[str]]]] = {}
    for key, kinds in owners.items():
        table.setdefault(key[0], []).append((key, frozenset(kinds)))
    for lst in table.values():
        lst.sort(key=lambda e: len(e[0]), reverse=True)
    return table


_CUE_TABLE = _cue_table()


# --- working structures ------------------------------------------------------------------------

@dataclass(slots=True)
class _Fig:
    kind: str  # qty | price | bare | badqty | hint (a unit word with no number: "per kg", "बोरी का")
    value: Decimal
    pos: int  # token index of the number
    end: int  # token index past the figure (incl. unit / currency words)
    unit: str | None = None  # qty: stated unit; price: per-unit when written
    mark: str | None = None  # price: "unit" | "total" | None
    note: str = ""
    clause: int = 0
    role: str = ""  # price: "" (the new price) | "relative" (a change: "reduce by ₹2")


@dataclass(slots=True)
class _Cue:
    kinds: frozenset[str]
    pos: int
    end: int
    clause: int
    chunk: int


@dataclass(slots=True)
class _Line:
    mention: ItemMention
    clause: int
    chunk: int
    pos: int
    figs: list[_Fig] = field(default_factory=list)
    extra: list["_Cue"] = field(default_factory=list)  # intent words of a clause whose figures it took


class _Fail(Exception):
    """Internal: a line or intent that cannot be read; carries the reason."""

    def __init__(self, reason: str, intent: str | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.intent = intent


# --- entry point -------------------------------------------------------------------------------

_BLOCK_TAGS = {"negotiate", "order", "cancel", "pay", "dispute", "bill"}


def read_message(text: str, catalogue: Catalogue | None = None) -> Reading:
    """Read one message (any string; never raises). See the module docstring and READING.md.

    A reply that names no item ("Agreed." under "> Masoor dal ₹80/kg") is read
    again with the quoted lines it answers before it (their figures only when
    the reply states none of its own).
    """
    reading = _read_one(text, catalogue)
    if not reading.readable and reading.reason.startswith(("no_item", "no_price")) and isinstance(text, str):
        context = quoted_context(text)
        if context:
            again = _read_one(context + "\n\n" + clean(text), catalogue)
            if again.readable:
                return again
    return reading


def _read_one(text: str, catalogue: Catalogue | None = None) -> Reading:
    cat = catalogue if catalogue is not None else load_catalogue()
    if not isinstance(text, str):
        text = ""
    matcher = matcher_for(cat)
    if len(text) > MAX_CHARS:
        return Reading(readable=False, reason=f"too_long: {len(text):,} characters; at most {MAX_CHARS:,}",
                       language=detect_language(normalize(text[:2000]), matcher.hinglish_keys, NOT_ITEM_WORDS))
    norm = normalize(clean(text))
    if "```" in norm:
        language = detect_language(norm, matcher.hinglish_keys, NOT_ITEM_WORDS)
        blocks = [(tag.lower(), body) for tag, body in FENCE.findall(norm) if tag.lower() in _BLOCK_TAGS]
        if blocks:
            return _read_fenced(norm, blocks, cat, language)
        tokens = tokenize(norm)
    else:
        tokens = tokenize(norm)
        language = language_of(norm, tokens, matcher.hinglish_keys, NOT_ITEM_WORDS)
    if not _ALNUM.search(norm):
        return Reading(readable=False, reason="empty: the message has no words or figures", language=language)
    return _Reader(norm, tokens, cat, matcher, language).read()


_ALNUM = re.compile(r"[^\W_]|[\u0900-\u0963\u0971-\u097f]")


# --- fenced blocks ----------------------------------------------------------------------------

def _block_number_ok(value: object) -> bool:
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return abs(value) < 10 ** 12  # a 400-digit int would overflow math.isfinite
    if isinstance(value, float):
        return math.isfinite(value) and abs(value) < 1e12
    if isinstance(value, str):
        try:
            d = Decimal(value.strip())
        except InvalidOperation:
            return False
        return d.is_finite() and abs(d) < Decimal(10) ** 12
    return False


def _check_block(tag: str, body_text: str) -> str | None:
    """A reason when a block's figures are ones ``read_blocks`` cannot take (non-finite, huge, wrong type)."""
    def no_constants(name: str) -> object:
        raise ValueError(f"{name} is not a number")

    try:
        body = json.loads(body_text.strip() or "null", parse_constant=no_constants)
    except ValueError as exc:  # json.JSONDecodeError, NaN/Infinity, or an integer too long to read
        return f"no_intent: the {tag} block is not valid JSON ({str(exc)[:80]})"
    lines = body.get("items") if isinstance(body, dict) else None
    for line in lines if isinstance(lines, list) else []:
        if not isinstance(line, dict):
            continue
        for key, reason in (("quantity", "no_quantity"), ("unit_price_inr", "no_price")):
            if line.get(key) is not None and not _block_number_ok(line[key]):
                return f"{reason}: {tag} block: {key} must be a number, got {str(line[key])[:40]!r}"
    if isinstance(body, dict) and body.get("total_inr") is not None and not _block_number_ok(body["total_inr"]):
        return f"no_price: {tag} block: total_inr must be a number, got {str(body['total_inr'])[:40]!r}"
    return None


def _block_reason(reason: str) -> str:
    low = reason.lower()
    if "json" in low or "does not belong" in low or "no intent" in low or "held no intent" in low:
        return f"no_intent: {reason}"
    if "no item called" in low or "names no item" in low or "expected" in low and "items" in low:
        return f"no_item: {reason}"
    if "quantity" in low:
        return f"no_quantity: {reason}"
    if "price" in low or "total_inr" in low:
        return f"no_price: {reason}"
    if "order_id" in low or "bill_id" in low:
        return f"no_id: {reason}"
    if "action" in low:
        return f"no_intent: {reason}"
    return f"no_intent: {reason}"


def _read_fenced(norm: str, blocks: list[tuple[str, str]], cat: Catalogue, language: str) -> Reading:
    for tag, body in blocks:
        problem = _check_block(tag, body)
        if problem:
            return Reading(readable=False, reason=problem, language=language)
    result = read_blocks(norm, cat)
    if not result.readable or not result.intents:
        return Reading(readable=False, reason=_block_reason(result.reason or "no intent found"), language=language)
    items = []
    for intent in result.intents:
        if intent.sku is None:
            continue
        item = cat.by_sku(intent.sku)
        price = None if intent.unit_price_paise is None else intent.unit_price_paise / 100
        items.append(ItemReading(sku=item.sku, item=item.item,
                                 quantity=None if intent.quantity is None else float(intent.quantity),
                                 unit=default_unit(item), unit_price_inr=price,
                                 selling_units=intent.quantity, selling_unit_price_inr=price))
    return Reading(readable=True, language=language, intent=result.intents[0].kind, items=items,
                   bill_id=next((i.bill_id for i in result.intents if i.bill_id), None),
                   order_id=next((i.order_id for i in result.intents if i.order_id), None),
                   intents=list(result.intents))


# --- the word reader ----------------------------------------------------------------------------

def _paise(value: Fraction | Decimal) -> int:
    """Rupees to whole paise, half to even, exact at any size (Fraction arithmetic, no Decimal context)."""
    return round(Fraction(value) * 100)


def _inr(value: Fraction | Decimal | None) -> float | None:
    if value is None:
        return None
    return _paise(value) / 100


def _rupees(value: Fraction | Decimal) -> str:
    """₹ with Indian grouping, paise only when there are some: ₹2,000, ₹38.50."""
    amount = _paise(value)
    return format_inr(amount, decimals=amount % 100 != 0)


class _Reader:
    """One message's reading; built and used once."""

    def __init__(self, text: str, tokens: list[Token], cat: Catalogue, matcher: ItemMatcher, language: str) -> None:
        self.text = text
        self.cat = cat
        self.matcher = matcher
        self.language = language
        self.tokens = tokens
        self.n = len(self.tokens)
        self._id_index: dict[int, tuple[dict[int, list[str]], list[str]]] = {}
        self.taken: set[int] = set()  # token indices used by ids and cues (not numbers)

    # -- structure -------------------------------------------------------------------------------

    def _segment(self) -> None:
        """Clause and chunk number of every token."""
        clause = chunk = 0
        self.clause_of = [0] * self.n
        self.chunk_of = [0] * self.n
        toks = self.tokens
        for i, t in enumerate(toks):
            self.clause_of[i], self.chunk_of[i] = clause, chunk
            if t.kind == "nl":
                clause += 1
                chunk += 1
            elif t.kind == "sym":
                if t.text in _BREAK_SYMS or (t.text and ord(t.text[0]) >= 0x1F300):
                    if t.text == "." and i > 0 and toks[i - 1].kind == "word" and toks[i - 1].end == t.start \
                            and toks[i - 1].key in _ABBREV:
                        continue
                    clause += 1
                    chunk += 1
                elif t.text in _SEP_SYMS:
                    chunk += 1
                elif t.text in ("-", "–", "—", "/") and (i == 0 or toks[i - 1].end < t.start) \
                        and (i + 1 >= self.n or toks[i + 1].start > t.end):
                    chunk += 1
            elif t.kind == "word" and t.key in _SEP_WORDS and not (
                    i + 2 < self.n and toks[i + 1].key == "a" and toks[i + 2].key == "half"):  # "one and a half"
                chunk += 1
        self.clause_span: dict[int, tuple[int, int]] = {}
        for i, c in enumerate(self.clause_of):
            lo, _ = self.clause_span.get(c, (i, i))
            self.clause_span[c] = (lo, i + 1)

    def _find_ids(self) -> None:
        """Bill ids (B12, A3, bill no. 12) and order ids (O3, order #3), with their token positions."""
        toks = self.tokens
        self.bill_ids: list[tuple[int, str]] = []
        self.order_ids: list[tuple[int, str]] = []
        for i, t in enumerate(toks):
            if t.kind != "word" or i in self.taken:
                continue
            j = i + 1
            if t.text in ("B", "b", "O", "o", "A") and j < self.n:
                k = j
                if toks[k].kind == "sym" and toks[k].text in ("-", "#") and toks[k].start == t.end:
                    k += 1
                if k < self.n and toks[k].kind == "num" and toks[k].start == toks[k - 1].end \
                        and toks[k].text.isdigit() and len(toks[k].text) <= 9 \
                        and not (k + 1 < self.n and toks[k + 1].kind == "word" and toks[k + 1].start == toks[k].end):
                    ident = f"{t.text.upper()}{int(toks[k].text)}"
                    (self.order_ids if t.text in ("O", "o") else self.bill_ids).append((i, ident))
                    self.taken.update(range(i, k + 1))
                continue
            lead = "B" if t.key in _BILL_LEADS else "O" if t.key in _ORDER_LEADS else None
            if lead is None:
                continue
            k, marked = j, False
            while k < self.n and k <= j + 2 and ((toks[k].kind == "sym" and toks[k].text in ("#", ":", ".", "-"))
                                                 or (toks[k].kind == "word" and toks[k].key in _ID_MARKS)):
                marked = True
                k += 1
            if k < self.n and toks[k].kind == "num" and toks[k].text.isdigit() and len(toks[k].text) <= 9:
                after = toks[k + 1] if k + 1 < self.n else None
                if after is not None and after.kind == "word" and (
                        after.key in UNIT_WORDS or after.key in _CUR_AFTER or k + 1 in self.item_first):
                    continue
                if not marked and after is not None and after.kind == "sym" and after.text in ("₹", "%", "/", "x"):
                    continue
                ident = f"{lead}{int(toks[k].text)}"
                (self.bill_ids if lead == "B" else self.order_ids).append((i, ident))
                self.taken.update(range(j, k + 1))

    def _find_cues(self) -> list[_Cue]:
        """Intent words, longest match first, within one clause; ids and item names are not intent words."""
        words = [i for i, t in enumerate(self.tokens) if t.kind == "word" and i not in self.taken]
        keys = [self.tokens[i].key for i in words]
        out: list[_Cue] = []
        w = 0
        while w < len(words):
            i = words[w]
            found = None
            if i not in self.item_tokens:
                for key, kinds in _CUE_TABLE.get(keys[w], ()):
                    m = len(key)
                    if tuple(keys[w:w + m]) == key and all(self.clause_of[words[w + q]] == self.clause_of[i]
                                                            for q in range(m)) \
                            and not any(words[w + q] in self.item_tokens for q in range(m)):
                        found = (key, kinds)
                        break
            if found is None:
                w += 1
                continue
            key, kinds = found
            m = len(key)
            last = words[w + m - 1]
            if "order" in kinds and any(k in _SEND_WORDS for k in key) and self._asks_for_rates(words, keys, w, m):
                kinds = frozenset({"ask_quote"})  # "send your rates", "quote bhejiye"
            self.taken.update(words[w:w + m])
            w += m
            if "neutral" in kinds:
                continue
            out.append(_Cue(kinds, i, last + 1, self.clause_of[i], self.chunk_of[i]))
        for c in out:  # "rate?", "rate kya hai", "rate aur time bata dijiye": a question about the price
            if c.kinds == {"ask_quote_weak"} and self._asks(c):
                c.kinds = frozenset({"ask_quote"})
        return out

    def _asks(self, cue: _Cue) -> bool:
        """A question or a request to tell near a price word: ? or what/kya/kitna/bata within a few words.

        Near means in the same clause, at most 4 words before or 6 after it
        ("what would be your rate", "rate kya hai", "rate aur delivery time bata
        dijiye", "रेट?"), so "Your rate is high, could you do ₹25?" is no question
        about the rate.
        """
        lo, hi = self.clause_span[cue.clause]
        before = [t for t in self.tokens[max(lo, cue.pos - 8):cue.pos] if t.kind in ("word", "num")][-4:]
        after_toks = self.tokens[cue.end:hi]
        after, words = [], 0
        for t in after_toks:
            if t.kind in ("word", "num"):
                words += 1
                if words > 6:
                    break
            after.append(t)
        return any(t.kind == "word" and t.key in _ASK_WORDS for t in before + after) or any(
            t.kind == "sym" and t.text == "?" for t in after)

    def _asks_for_rates(self, words: list[int], keys: list[str], w: int, m: int) -> bool:
        """A send word right before (after fillers) or right after a rate word asks for rates."""
        k = w + m
        while k < len(keys) and keys[k] in _QUOTE_FILLER and k < w + m + 3 and words[k] == words[k - 1] + 1:
            k += 1
        if k < len(keys) and keys[k] in _WEAK_QUOTE_ALL and words[k] == words[k - 1] + 1:
            return True
        b = w - 1
        if b > 0 and keys[b] in ("list", "suchi") and keys[b - 1] in _WEAK_QUOTE_ALL:  # "price list bhejiye"
            b -= 1
        return b >= 0 and keys[b] in _WEAK_QUOTE_ALL and words[w] - words[b] <= w - b + 1 \
            and all(self.tokens[x].kind == "word" for x in range(words[b], words[w]))

    # -- figures -------------------------------------------------------------------------------

    def _word(self, i: int) -> str:
        return self.tokens[i].key if 0 <= i < self.n and self.tokens[i].kind == "word" else ""

    def _sym(self, i: int) -> str:
        return self.tokens[i].text if 0 <= i < self.n and self.tokens[i].kind == "sym" else ""

    def _unit_at(self, i: int) -> tuple[str | None, int]:
        """A unit word at token i (or after a glued hyphen): (unit, index past it)."""
        if self._sym(i) == "-" and self._word(i + 1) in UNIT_WORDS:
            i += 1
        key = self._word(i)
        if key in UNIT_WORDS and i not in self.item_tokens:
            return UNIT_WORDS[key], i + 1
        return None, i

    def _figures(self, spans: list[NumberSpan]) -> list[_Fig]:
        toks = self.tokens
        figs: list[_Fig] = []
        self._figs_so_far = figs
        skip_next = False
        covered: set[int] = set()
        each_at: set[int] = set()
        for s, s2 in zip(spans, spans[1:], strict=False):  # "das das kilo", "10-10 kg": so much of each
            if s.value == s2.value and (s2.first == s.last or s2.first == s.last + 1 and self._sym(s.last) == "-"):
                each_at.add(s2.first)
                covered.update(range(s.first, s2.first))
        phone_clause = -1
        for s in spans:
            if skip_next:
                skip_next = False
                continue
            a, b = s.first, s.last  # tokens [a, b)
            if self.clause_of[a] == phone_clause:
                continue  # "Ph: 98765 43210", "call 011-2345 6789": the rest of the clause is a number to call
            if any(self._word(k) in _PHONE_WORDS and k not in self.item_tokens for k in range(max(0, a - 3), a)):
                phone_clause = self.clause_of[a]
                continue
            if any(k in self.taken or k in covered for k in range(a, b)):
                continue
            if any(k in self.item_tokens for k in range(a, b)):
                continue
            first = toks[a]
            if not s.words and first.kind == "num" and "," not in first.text and "." not in first.text \
                    and len(first.text) >= 8:
                continue  # a phone number
            if not s.words and first.text.isdigit() and len(first.text) >= 4 and (
                    self._num_run(a, -1) or self._num_run(b, 1)):
                continue  # "98765 43210", "+91-98765-43210": digit groups of a phone number
            if self._sym(b) in (":", "/") and b + 1 < self.n and toks[b + 1].kind == "num" \
                    and toks[b].start == toks[b - 1].end and toks[b + 1].start == toks[b].end:
                skip_next = True
                continue  # 10:30, 12/03
            if self._word(a - 1) in _SKIP_BEFORE and a - 1 not in self.item_tokens and self._sym(a - 2) != "₹" \
                    or self._word(b) in _SKIP_AFTER and b not in self.item_tokens or self._sym(b) in _SKIP_SYM_AFTER:
                continue  # day 5, phone 98…, 10 am, 5%
            if self._sym(a - 1) == ":" and self._word(a - 2) in _SKIP_BEFORE and a - 2 not in self.item_tokens:
                continue
            if not s.words and (a == 0 or toks[a - 1].kind == "nl" or self._sym(a - 1) == "(" and (
                    a == 1 or toks[a - 2].kind == "nl")) and self._sym(b) in (".", ")") and b + 1 < self.n \
                    and toks[b + 1].kind == "word":
                continue  # "1. Rice 50 kg": a list number
            fig = self._figure(s, a, b)
            if fig is not None:
                if a in each_at and fig.kind == "qty":
                    fig.note = "each"
                fig.clause = self.clause_of[a]
                figs.append(fig)
                covered.update(range(fig.pos, fig.end))
        return figs

    def _num_run(self, i: int, step: int) -> bool:
        """A run of plain digits (4 or more) next to token i, apart only by a space or a hyphen."""
        j = i if step > 0 else i - 1
        if step > 0 and self._sym(j) == "-" or step < 0 and self._sym(j) == "-":
            j += step
        return 0 <= j < self.n and self.tokens[j].kind == "num" and self.tokens[j].text.isdigit() \
            and len(self.tokens[j].text) >= 3 and self.clause_of[j] == self.clause_of[i if step > 0 else i - 1]

    def _figure(self, s: NumberSpan, a: int, b: int) -> _Fig | None:
        value = s.value
        # currency before: ₹40, Rs 40, Rs. 40, INR 40
        cur_before = self._sym(a - 1) == "₹" or self._word(a - 1) in _CUR_BEFORE or (
            self._sym(a - 1) == "." and self._word(a - 2) in _CUR_BEFORE) or (
            self._sym(a - 1) == ":" and self._word(a - 2) in _CUR_BEFORE)
        end = b
        cur_after = False
        if self._word(b) in _CUR_AFTER and b not in self.item_tokens:
            cur_after, end = True, b + 1
            if self._sym(end) == ".":
                end += 1
        elif self._sym(b) == "₹":
            cur_after, end = True, b + 1
        if self._sym(end) == "/" and self._sym(end + 1) == "-":
            cur_after, end = True, end + 2
        unit, after = self._unit_at(b)
        if s.ambiguous and (self.language == "en" or not (cur_before or cur_after or unit is not None
                                                          or b in self.item_first)):
            return None  # "bill saath mein", "bhej do": words, not numbers
        if cur_before or cur_after:
            return self._price(value, a, end, mark=None)
        if unit is not None:
            if self._word(after) == "of" and self._word(after + 1) == "each":
                return _Fig("qty", value, a, after + 2, unit=unit, note="each")  # "Send 25 kg of each."
            if self._word(after) == "each" and self._word(after + 1) == "of":
                return _Fig("qty", value, a, after + 2, unit=unit, note="each")  # "5 kg each of rice and sugar"
            if self._word(after) == "each" and self._sym(a - 1) != "(" and not any(
                    f.kind == "qty" and self.clause_of[f.pos] == self.clause_of[a] for f in self._figs_so_far[-8:]):
                return _Fig("qty", value, a, after + 1, unit=unit, note="each")  # "rice and sugar, 5 kg each"
            if self._word(after) in ("ka", "ke", "ki") and after + 1 < self.n and self.tokens[after + 1].kind == "num":
                return _Fig("size", value, a, after, unit=unit)  # "कोलगेट 150 ग्राम के 8 ट्यूब": a pack size
            if unit == "dozen" and self._word(after) in UNIT_WORDS and UNIT_WORDS[self._word(after)] in (
                    "packet", "piece") and after not in self.item_tokens:  # "2 dozen packets": 24 packets
                return _Fig("qty", value * 12, a, after + 1, unit=UNIT_WORDS[self._word(after)])
            times = self._sym(a - 1) in _X or self._word(a - 1) == "x"
            times_after = (self._sym(after) in _X or self._word(after) == "x") and after + 1 < self.n \
                and self.tokens[after + 1].kind == "num"  # "Atta 5kg x 4": four 5 kg packets
            if times_after or self._word(after) in _SIZE_AFTER or self._sym(a - 1) == "(" or (
                    self._word(after) in UNIT_WORDS and after not in self.item_tokens) or (
                    times and a >= 2 and self.tokens[a - 2].kind == "num"):  # "10 × 5 kg packets"
                return _Fig("size", value, a, after, unit=unit)  # "(5 kg each)", "1 kg packets": a pack size
            return _Fig("qty", value, a, after, unit=unit)
        if self._word(b) in UNKNOWN_CONTAINERS:
            return _Fig("badqty", value, a, b + 1, note=f"{fmt_number(value)} {self.tokens[b].text} has no fixed "
                                                         f"size; state kg, litres, packets or pieces")
        prev_sym, prev_word = self._sym(a - 1), self._word(a - 1)
        if prev_sym == "@" or prev_word in _UNIT_LEAD or (prev_sym == ":" and self._word(a - 2) in _UNIT_LEAD):
            return self._price(value, a, b, mark="unit")
        if prev_word in ("at",) or self._word(b) in _PRICE_AFTER:
            return self._price(value, a, b, mark=None)
        if self._word(b) in ("ka", "ke", "ki") and self._word(b + 1) in _UNIT_LEAD:
            return self._price(value, a, b + 2, mark="unit")
        if prev_sym in _X or prev_word == "x" or self._sym(b) in _X or self._word(b) == "x" \
                or prev_word in _QTY_LEAD or (prev_sym == ":" and self._word(a - 2) in _QTY_LEAD):
            return _Fig("qty", value, a, b)
        if s.single_word and b not in self.item_first:
            return None  # "do", "teen" alone are words, not numbers
        return _Fig("bare", value, a, b)

    def _price(self, value: Decimal, a: int, end: int, mark: str | None) -> _Fig:
        """A price at tokens [a, end): look for per-unit and total marks around it."""
        fig = _Fig("price", value, a, end, mark=mark)
        j = end
        # after: /kg, per kg, a kg, kilo, each, ek ka, total, in all, for 10 kg
        if self._sym(j) == "/":
            unit, k = self._unit_at(j + 1)
            if unit is not None:
                fig.unit, fig.mark, fig.end = unit, "unit", k
                return fig
        w = self._word(j)
        if w in _PER or w in _A:
            unit, k = self._unit_at(j + 1)
            if unit is None and w in _A and self._word(j + 1) in _A:
                unit, k = self._unit_at(j + 2)
            if unit is not None:
                fig.unit, fig.mark, fig.end = unit, "unit", k
                return fig
            if w in _PER and w not in _A:
                fig.mark, fig.end = "unit", j + 1
                named = self._mention_at.get(j + 1)
                if named is not None and not named.ambiguous:  # "₹6 per egg": per selling unit of the item named
                    named_item = self.cat.by_sku(named.sku)
                    fig.unit = "piece" if named_item.unit == "dozen" else default_unit(named_item)
                    fig.end = named.last
                return fig
        unit, k = self._unit_at(j)
        if unit is not None and self._word(j - 1) not in _A:
            fig.unit, fig.mark, fig.end = unit, "unit", k
            if self._word(k) in ("ka", "ke", "ki"):
                fig.end = k + 1
            return fig
        if w in _EACH or (w, self._word(j + 1)) in _EACH2:
            fig.mark, fig.end = "unit", j + (1 if w in _EACH else 2)
            return fig
        for phrase in _TOTAL_AFTER_BY_FIRST.get(w, ()):
            if tuple(self._word(j + q) for q in range(len(phrase))) == phrase:
                fig.mark, fig.end = "total", j + len(phrase)
                return fig
        if w == "for" and (self.tokens[j + 1].kind == "num" if j + 1 < self.n else False):
            fig.mark = "total"
            return fig
        # before: total ₹400, kul 400, 10 kg ke liye 400, per kg ₹40, @ ₹40, rate ₹40
        k = a - 1
        while k >= 0 and (self._sym(k) in ("₹", ".", ":", "=", "-") or self._word(k) in _CUR_BEFORE
                          or self._word(k) in ("is", "of", "hai", "he", "है", "h", "was", "be", "will")):
            k -= 1
        wb = self._word(k)
        if self._sym(k) == "@" or wb in _UNIT_LEAD:
            fig.mark = fig.mark or "unit"
        elif wb in _TOTAL_BEFORE and not (wb in _FOR_WORDS and not (
                self._word(k - 2) in UNIT_WORDS or 0 <= k - 2 < self.n and self.tokens[k - 2].kind == "num")):
            fig.mark = "total"  # "10 kg ke liye ₹400" (not "chawal ke liye ₹37": a price for the item)
        elif wb in UNIT_WORDS and self._word(k - 1) in _PER:
            fig.mark, fig.unit = "unit", UNIT_WORDS[wb]
        elif wb in ("ka", "ke", "ki") and self._word(k - 1) in UNIT_WORDS and (
                self._word(k - 2) in _A or k - 2 < 0 or self.tokens[k - 2].kind != "num"):
            fig.mark, fig.unit = "unit", UNIT_WORDS[self._word(k - 1)]
        return fig

    # -- reading -------------------------------------------------------------------------------

    def read(self) -> Reading:
        self._segment()
        self.mentions = self.matcher.find_in_tokens(self.tokens)
        self.item_tokens = {k for m in self.mentions for k in range(m.first, m.last)}
        self.item_first = {m.first for m in self.mentions}
        self._mention_at = {m.first: m for m in self.mentions}
        self.item_starts_keys = {self.tokens[m.first].key for m in self.mentions}
        self._find_ids()
        self.cues = self._find_cues()
        self.figs = self._figures(numbers_in_tokens(self.tokens))
        self._apply_acts()
        self._small_figures()
        self.figs.sort(key=lambda f: f.pos)
        self.bill_id = self.bill_ids[0][1] if self.bill_ids else None
        self.order_id = self.order_ids[0][1] if self.order_ids else None
        try:
            return self._interpret()
        except _Fail as fail:
            return Reading(readable=False, reason=fail.reason, language=self.language, intent=fail.intent,
                           bill_id=self.bill_id, order_id=self.order_id)

    def _apply_acts(self) -> None:
        """Stages 3–4 (``lang.acts``, ``lang.roles``): figures' roles and clauses' acts change cues and figures.

        Reference prices leave; relative changes are marked; a background clause
        is context (its items, figures and intent words leave); an arrival
        question asks for the delivery; an accept asked as a question is an
        offer, and so is a price asked with no intent word; a negative clause
        about an item rejects it; the consequent of a condition orders nothing;
        a cancel without an id cancels the items of its clause (``cancel_items``).
        Conflicts that remain are kept in ``self.conflict`` (``ambiguous_intent``).
        """
        self.conflict: str | None = None
        self.retracted: str | None = None
        self.cancel_items: set[int] = set()
        roles = price_roles(self.tokens, [(f.pos, f.end, f.clause) for f in self.figs if f.kind in ("price", "bare")])
        if not any(f.kind == "price" and f.pos not in roles for f in self.figs):
            roles = {pos: role for pos, role in roles.items() if role not in ("reference", "reference_weak")}
        new_in = {f.clause for f in self.figs if f.kind == "price" and f.pos not in roles}
        roles = {pos: role for pos, role in roles.items()  # a weak reference needs a new price in its own clause
                 if role != "reference_weak" or next(f.clause for f in self.figs if f.pos == pos) in new_in}
        self.reference_at = {pos for pos, role in roles.items() if role.startswith("reference")}
        figs = []
        for f in self.figs:
            role = roles.get(f.pos) if f.kind in ("price", "bare") else None
            if role in ("reference", "reference_weak"):
                continue
            if role == "relative":
                f.kind, f.role = "price", "relative"
            figs.append(f)
        self.figs = figs
        acts = clause_acts(self.tokens, self.clause_span, self.taken, hindi=self.language != "en")
        by_clause: dict[int, list[_Cue]] = {}
        for c in self.cues:
            by_clause.setdefault(c.clause, []).append(c)
        mention_clauses = {self.clause_of[m.first] for m in self.mentions}
        price_clauses = {f.clause for f in self.figs if f.kind == "price" and f.role != "relative"}
        drop: set[int] = set()
        for clause, act in acts.items():
            if act.negative and any(abs(p - act.negation_at) <= 3 for p in self.reference_at):
                act.negative = False  # "₹7 mein nahi — maximum ₹6.20": refuses the old price, offers the new
            cues = by_clause.get(clause, [])
            kinds = {k for c in cues for k in c.kinds}
            lo, _ = self.clause_span[clause]
            if act.background and not kinds & {"order", "offer", "accept", "cancel", "pay", "dispute", "ask_bill"}:
                drop.add(clause)
                continue
            qfigs = [f for f in self.figs if f.clause == clause and f.kind == "qty"]
            if "order" in kinds and len(qfigs) == 2 and qfigs[0].unit == qfigs[1].unit and \
                    qfigs[0].value > qfigs[1].value and any(self.tokens[i].kind == "word" and self.tokens[i].key in
                                                            _CHANGE_WORDS for i in range(qfigs[0].end, qfigs[1].pos)):
                for c in cues:  # "order mein ande 6 tray ki jagah 4 tray kar do": 2 trays fewer
                    if "order" in c.kinds:
                        c.kinds = frozenset({"cancel"})
                kinds = {k for c in cues for k in c.kinds}
            if "cancel" in kinds:  # "cancel the 8 kg paneer order": the order word names what is cancelled
                for c in cues:
                    if c.kinds & _ITEM_KINDS and "cancel" not in c.kinds:
                        c.kinds = frozenset()
                if clause in mention_clauses:  # "cancel the chilli powder from O25": the items of the order
                    self.cancel_items.add(clause)
                elif self._ends_with_colon(clause):  # "Items to cancel from order O9:" and a list
                    nxt = clause + 1
                    while nxt in self.clause_span and nxt in mention_clauses and not by_clause.get(nxt):
                        self.cancel_items.add(nxt)
                        nxt += 1
                continue
            named_order = clause in {self.clause_of[p] for p, _ in self.order_ids}
            blocking = {"ask_quote", "offer", "accept", "pay", "dispute", "ask_bill", "bill"} | (
                set() if named_order else {"order"})
            if act.arrival and clause not in price_clauses and not kinds & blocking:
                for c in cues:
                    c.kinds = frozenset()
                self.cues.append(_Cue(frozenset({"ask_delivery"}), lo, lo + 1, clause, self.chunk_of[lo]))
                continue
            here_mentions = [m for m in self.mentions if self.clause_of[m.first] == clause]
            item_chunks = {self.chunk_of[m.first] for m in here_mentions}
            if len({m.candidates for m in here_mentions}) <= 1:
                item_chunks = set(list(item_chunks)[:1])  # one item named twice: a conflict is the clause's
            if act.negative and not act.question:
                at = act.negation_at  # "accept nahi kar sakte", "unable to accept": a negated accept refuses
                for c in cues:
                    if "accept" in c.kinds and (0 <= at - c.end <= 2 or 0 <= c.pos - at <= 3):
                        c.kinds = frozenset({"reject"})
                kinds = {k for c in cues for k in c.kinds}
            for chunk in {c.chunk for c in cues}:
                here = [c for c in cues if c.chunk == chunk or len(item_chunks) <= 1]
                if not act.question and any(c.kinds == {"reject"} for c in here) and any(
                        "accept" in c.kinds and "reject" not in c.kinds for c in here):
                    self.conflict = self.conflict or self._clause_text(clause)
            if act.negative and not act.question and len(item_chunks) > 1:
                at = act.negation_at  # "Toor at ₹136 ok, moong at ₹109 no": the negation is its chunk's
                chunk = self.chunk_of[at]
                if chunk in item_chunks or chunk - 1 in item_chunks:
                    mine = [c for c in cues if c.chunk == chunk and c.kinds & _ITEM_KINDS]
                    for c in mine:
                        c.kinds = frozenset({"reject"})
                    if not mine:
                        self.cues.append(_Cue(frozenset({"reject"}), at, at + 1, clause, chunk))
                    continue
            if act.negative and not act.question and clause in mention_clauses | price_clauses:
                if "accept" in kinds:  # "deal at ₹38, we will not take it": agrees and refuses at once
                    self.conflict = self.conflict or self._clause_text(clause)
                for c in cues:
                    if c.kinds & _ITEM_KINDS:
                        c.kinds = frozenset({"reject"})
                if not kinds & _ITEM_KINDS and not kinds & set(NON_ITEM):
                    at = act.negation_at
                    self.cues.append(_Cue(frozenset({"reject"}), at, at + 1, clause, self.chunk_of[at]))
                continue
            if act.question and not kinds and any(self.tokens[i].kind == "word" and self.tokens[i].key in _BILL_LEADS
                                                  for i in range(lo, self.clause_span[clause][1])):
                self.cues.append(_Cue(frozenset({"ask_bill"}), lo, lo + 1, clause, self.chunk_of[lo]))  # "O22 ka bill?"
                continue
            if act.question and not act.negative:
                for c in cues:
                    if "accept" in c.kinds:
                        c.kinds = (c.kinds - {"accept"}) | {"offer"}
                kinds = {k for c in cues for k in c.kinds}
                if clause in price_clauses and not kinds & {"offer", "ask_quote", "order", "reject", "cancel",
                                                            "pay", "dispute", "ask_bill", "bill", "bill_weak"}:
                    self.cues.append(_Cue(frozenset({"offer"}), lo, lo + 1, clause, self.chunk_of[lo]))
            if act.condition and clause in price_clauses:  # "If you can do ₹420 a case, we'll confirm": an offer
                for c in cues:
                    if c.kinds & {"order", "accept"}:
                        c.kinds = (c.kinds - {"order", "accept"}) | {"offer"}
                if not any(c.kinds & {"offer"} for c in cues):
                    self.cues.append(_Cue(frozenset({"offer"}), lo, lo + 1, clause, self.chunk_of[lo]))
            elif act.condition and act.consequent is not None:
                for c in cues:
                    if c.pos >= act.consequent and c.kinds & {"order", "accept"}:
                        c.kinds = c.kinds - {"order", "accept"}
        for a, b in zip(self.figs, self.figs[1:]):  # "₹80 or ₹85?": which one?
            if a.kind == b.kind == "price" and a.clause == b.clause and not a.role and not b.role and \
                    any(self.tokens[i].kind == "word" and self.tokens[i].key in _OR for i in range(a.end, b.pos)) \
                    and b.pos - a.end <= 3:
                self.conflict = self.conflict or self._clause_text(a.clause)
        for clause, act in acts.items():  # "Send 50 kg rice. Actually, don't." / "Nahi, rehne do.": taken back
            lo, hi = self.clause_span[clause]
            words = [t.key for t in self.tokens[lo:hi] if t.kind == "word"]
            if words and len(words) <= 4 and (words[0] in _RETRACT or act.negative and act.negation_at == lo) \
                    and clause not in mention_clauses and not any(f.clause == clause for f in self.figs) and any(
                    c.clause < clause and "order" in c.kinds for c in self.cues):
                self.retracted = self._clause_text(clause)
        self.cues = [c for c in self.cues if c.kinds and c.clause not in drop]
        self.cues.sort(key=lambda c: c.pos)
        if drop:
            self.figs = [f for f in self.figs if f.clause not in drop]
            self.mentions = [m for m in self.mentions if self.clause_of[m.first] not in drop]

    def _ends_with_colon(self, clause: int) -> bool:
        lo, hi = self.clause_span[clause]
        last = [t for t in self.tokens[lo:hi] if t.kind != "nl"]
        return bool(last) and last[-1].kind == "sym" and last[-1].text == ":"

    def _small_figures(self) -> None:
        """"a kg of rice" (one kg), and unit words with no number ("per kg", "बोरी का") as unit hints."""
        covered = {k for f in self.figs for k in range(f.pos, f.end)}
        for i, t in enumerate(self.tokens):
            if t.kind != "word" or i in covered or i in self.item_tokens or i in self.taken:
                continue
            if t.text.lower() in ("a", "an"):
                unit, after = self._unit_at(i + 1)
                if unit is not None and unit != "ton" and not any(k in covered for k in range(i + 1, after)):
                    self.figs.append(_Fig("qty", Decimal(1), i, after, unit=unit, clause=self.clause_of[i]))
                    covered.update(range(i, after))
                continue
            if t.key in UNIT_WORDS and len(t.text) > 1 and not (i > 0 and self.tokens[i - 1].kind == "num"):
                self.figs.append(_Fig("hint", Decimal(0), i, i + 1, unit=UNIT_WORDS[t.key], clause=self.clause_of[i]))

    # -- the reading ---------------------------------------------------------------------------

    def _interpret(self) -> Reading:
        if self.retracted is not None:
            raise _Fail(f"contradictory: {self.retracted!r} takes back what the message asks", None)
        if self.conflict is not None:
            raise _Fail(f"ambiguous_intent: {self.conflict!r} both agrees and refuses, or names two prices", None)
        claimed: set[int] = set()
        intents: list[tuple[int, Intent]] = []
        non_item = self._non_item([c for c in self.cues if c.kinds & set(NON_ITEM)], intents, claimed)
        if not any(c.kinds & set(ITEM_INTENTS) for c in self.cues) and (
                not intents or all(i.kind == "bill" for _, i in intents)):
            weak = [c for c in self.cues if "bill_weak" in c.kinds]
            amount = intents[0][1].total_paise / 100 if intents else (
                (self._bill_amount(weak[0], claimed) or self._amount_before(weak[0])) if weak else None)
            if amount is not None:  # "Two packets of milk and bread: ₹101 total": the counter states a bill
                return Reading(readable=True, language=self.language, intent="bill", items=[],
                               bill_id=self.bill_id, order_id=self.order_id,
                               intents=[Intent(kind="bill", total_paise=_paise(Decimal(str(amount))))])
        lines = self._lines()
        for line in lines:
            line.figs = [f for f in line.figs if id(f) not in claimed]
        for line in lines:
            if line.clause in self.cancel_items and not self._kept(line):
                intents.append((line.pos, self._cancel_line(line)))
        intents = self._asked_about(intents, lines)
        item_cues = [c for c in self.cues if c.kinds & _ITEM_KINDS]
        self._index_cues(item_cues)
        self.fallback: dict[int, list[_Cue]] = {}
        plans = [(line, self._line_cues(line, non_item)) for line in lines]
        active = [(line, cues) for line, cues in plans if cues is not None]
        specific = [line for line, _ in active if not line.mention.ambiguous]
        for line, cues in active:
            figures = [f for f in line.figs if f.kind != "hint"]
            if line.mention.ambiguous and (figures or not specific):
                names = ", ".join(self.cat.by_sku(s).item for s in line.mention.candidates)
                raise _Fail(f"ambiguous_item: {line.mention.text!r} may be any of {names}; name one",
                            self._first_kind({k for c in cues for k in c.kinds}))
        if self.missing_id is not None and not non_item and not any(c.kinds & set(ITEM_INTENTS)
                                                                    for _, cues in active for c in cues):
            raise self.missing_id
        readings: list[tuple[ItemReading, list[Intent]]] = []
        for line, cues in active:
            if line.mention.ambiguous:
                continue
            item = self.cat.by_sku(line.mention.sku)
            try:
                reading, line_intents = self._read_line(line, item, cues)
            except _Fail as fail:
                if non_item and fail.reason.startswith(("no_quantity", "no_price")):
                    continue  # "O12 kab aayega? Doodh 7 baje se pehle chahiye": context of the question
                raise
            readings.append((reading, line_intents))
            order_at = max((c.pos for c in cues if "order" in c.kinds), default=line.pos)
            for k, i in enumerate(line_intents):  # an accept then an order: the order where it is asked
                pos = line.pos + k * 1e-3
                if k and i.kind == "order" and order_at > line.pos:
                    pos = order_at + line.pos * 1e-6
                intents.append((pos, i))
        if not lines and not non_item:
            if self.missing_id is not None:
                raise self.missing_id
            self._no_item_intents(intents, item_cues, claimed)
        if not intents and self.missing_id is not None:
            raise self.missing_id
        if not intents:
            raise _Fail("no_intent: no order, offer, question, payment or bill could be read", None)
        intents = self._settle(intents)
        intents.sort(key=lambda e: e[0])
        out = [i for _, i in intents]
        kept = {id(i) for i in out}
        items = [reading for reading, line_intents in readings if any(id(i) in kept for i in line_intents)]
        return Reading(readable=True, language=self.language, intent=out[0].kind, items=items,
                       bill_id=self.bill_id, order_id=self.order_id, intents=out)

    def _asked_about(self, intents: list[tuple[int, Intent]], lines: list[_Line]) -> list[tuple[int, Intent]]:
        """A delivery or bill question names the goods it is about: one intent per item of its clause.

        "Will the 30 kg rice come with tomorrow's van?" is ask_delivery rice 30;
        with no item in the clause, the items of a message that asks nothing
        else about them; with none at all, the bare question.
        """
        out = []
        item_cues = any(c.kinds & set(ITEM_INTENTS) for c in self.cues)
        for pos, intent in intents:
            if intent.kind not in ("ask_delivery", "ask_bill"):
                out.append((pos, intent))
                continue
            clause = self.clause_of[min(int(pos), self.n - 1)] if self.n else 0
            about = [ln for ln in lines if ln.clause == clause and not ln.mention.ambiguous]
            if not about and not item_cues:
                about = [ln for ln in lines if not ln.mention.ambiguous]
            if not about:
                out.append((pos, intent))
                continue
            for ln in about:
                item = self.cat.by_sku(ln.mention.sku)
                q = next((f for f in ln.figs if f.kind == "qty"), None)
                units = to_selling_units(q.value, q.unit or default_unit(item), item)[0] if q is not None else None
                out.append((ln.pos, intent.model_copy(update={"sku": item.sku, "quantity": units})))
        return out

    def _kept(self, line: _Line) -> bool:
        """A line the cancel keeps: its chunk says keep ("keep the haldi", "chawal rehne do", "बिस्किट रहने दो")."""
        lo, hi = self.clause_span.get(line.clause, (0, 0))
        keys = {self.tokens[i].key for i in range(lo, hi) if self.chunk_of[i] == line.chunk
                and self.tokens[i].kind == "word"}
        return bool(keys & _KEEP)

    def _cancel_line(self, line: _Line) -> Intent:
        """A cancel that names an item, not an order id: the desk cancels the one open order that matches."""
        if line.mention.ambiguous:
            names = ", ".join(self.cat.by_sku(s).item for s in line.mention.candidates)
            raise _Fail(f"ambiguous_item: {line.mention.text!r} may be any of {names}; name one", "cancel")
        item = self.cat.by_sku(line.mention.sku)
        qs = [f for f in line.figs if f.kind == "qty"]
        units = None
        if qs:
            counts = [to_selling_units(f.value, f.unit or default_unit(item), item)[0] for f in qs]
            if len(qs) == 2 and None not in counts and counts[0] > counts[1] and self._changes_to(qs[0], qs[1]):
                units = counts[0] - counts[1]  # "from 6 trays to 4 trays", "6 tray ki jagah 4 tray": 2 trays go
            else:  # "cancel 5 kg of the 20 kg paneer", "20 kg paneer … usme se 5 kg cancel": the part cancelled
                at = [c.pos for c in self.cues if "cancel" in c.kinds and c.clause == line.clause] or [line.pos]
                units = min(zip(qs, counts), key=lambda e: min(abs(e[0].pos - p) for p in at))[1]
        ids = self._ids_for(self.order_ids, line.clause) if self.order_ids else []
        return Intent(kind="cancel", sku=item.sku, quantity=units, order_id=ids[0] if ids else None)

    def _changes_to(self, a: _Fig, b: _Fig) -> bool:
        """Two quantities of a change: "from A to B", "A ki jagah B", "A की जगह B", "A instead of B" reversed."""
        between = {self.tokens[i].key for i in range(a.end, b.pos) if self.tokens[i].kind == "word"}
        return bool(between & _CHANGE_WORDS)

    @staticmethod
    def _settle(intents: list[tuple[float, Intent]]) -> list[tuple[float, Intent]]:
        """A counter bill is a message of its own: beside other intents its words state their total.

        "Total comes to ₹3,450 — paid against bill B15" is a payment of ₹3,450;
        "Send 10 kg rice. Total comes to ₹400." is an order. And a reject beside a
        cancel ("we don't need the rice anymore, cancel O10") is the cancel's reason.
        """
        kinds = {i.kind for _, i in intents}
        if "bill" in kinds and kinds != {"bill"}:
            amount = next(i.total_paise for _, i in intents if i.kind == "bill")
            pays = [k for k, (_, i) in enumerate(intents) if i.kind == "pay"]
            if len(pays) == 1 and intents[pays[0]][1].total_paise is None:
                pos, pay = intents[pays[0]]
                intents[pays[0]] = (pos, pay.model_copy(update={"total_paise": amount}))
            intents = [(p, i) for p, i in intents if i.kind != "bill"]
        offered = {i.sku for _, i in intents if i.kind == "offer"}
        if offered:
            intents = [(p, i) for p, i in intents if not (i.kind == "reject" and i.sku in offered)]
        if "ask_bill" in kinds and kinds & {"pay", "dispute"}:
            intents = [(p, i) for p, i in intents if i.kind != "ask_bill"]
        if "cancel" in kinds and any(i.kind == "reject" for _, i in intents):
            intents = [(p, i) for p, i in intents if i.kind != "reject"]
        return intents

    def _no_item_intents(self, intents: list, item_cues: list[_Cue], claimed: set[int]) -> None:
        """A message that names no item: a bare bill total, or no_item when it asks for something.

        An accept needs an item too (READING.md allows "price alone" when there is
        one thread, but the reader cannot know the threads and the kernel acts
        per item), so "Deal at ₹40" is ``no_item``.
        """
        strong = [c for c in item_cues if c.kinds & set(ITEM_INTENTS)]
        if strong:
            kinds = {k for c in strong for k in c.kinds}
            raise _Fail("no_item: the message names no item from the catalogue", self._first_kind(kinds))
        weak = [c for c in self.cues if "bill_weak" in c.kinds]
        amount = self._bill_amount(weak[0], claimed) if weak else self._loose_amount()
        if amount is not None:
            intents.append((weak[0].pos if weak else 0, Intent(kind="bill", total_paise=_paise(amount))))

    # -- non-item intents ------------------------------------------------------------------------

    def _ids_for(self, ids: list[tuple[int, str]], clause: int) -> list[str]:
        """The ids named in a clause, else all the message names (first mention order)."""
        key = id(ids)
        if key not in self._id_index:
            by_clause: dict[int, list[str]] = {}
            for pos, ident in ids:
                by_clause.setdefault(self.clause_of[pos], []).append(ident)
            self._id_index[key] = ({c: list(dict.fromkeys(v)) for c, v in by_clause.items()},
                                   list(dict.fromkeys(ident for _, ident in ids)))
        local, everything = self._id_index[key]
        return local.get(clause) or everything

    def _non_item(self, cues: list[_Cue], intents: list[tuple[int, Intent]], claimed: set[int]) -> bool:
        """Cancel, pay, dispute, ask_delivery, ask_bill and counter-bill intents; True when any was found.

        A cancel, pay or dispute without an id is kept in ``self.missing_id`` and
        fails the message only when nothing else in it asks for an item
        ("Payment on delivery as usual" under an order is not a payment).
        """
        seen: set[tuple[str, str | None]] = set()
        self.non_item_clauses: set[int] = set()
        self.missing_id: _Fail | None = None
        for cue in cues:
            for kind in NON_ITEM:
                if kind not in cue.kinds:
                    continue
                if kind == "bill":
                    amount = self._bill_amount(cue, claimed)
                    if amount is None:
                        continue  # "hua", "ho gaya" without an amount next to them say nothing
                    self.non_item_clauses.add(cue.clause)
                    if ("bill", None) not in seen:
                        seen.add(("bill", None))
                        intents.append((cue.pos, Intent(kind="bill", total_paise=_paise(amount))))
                    continue
                if kind == "cancel" and (cue.clause in self.cancel_items or cue.clause + 1 in self.cancel_items
                                         and self._ends_with_colon(cue.clause)):
                    self.non_item_clauses.add(cue.clause)  # "cancel the 50 packets of incense": by its items
                    seen.add(("cancel", f"items:{cue.clause}"))
                    continue
                if kind == "pay" and not self.bill_ids and self.order_ids and any(  # "Advance for order O40 sent"
                        self.tokens[p].key in _ADVANCE and self.clause_of[p] == cue.clause for p in range(self.n)):
                    self.non_item_clauses.add(cue.clause)
                    ident = self._ids_for(self.order_ids, cue.clause)[0]
                    if ("pay", ident) not in seen:
                        seen.add(("pay", ident))
                        intents.append((cue.pos, Intent(kind="pay", order_id=ident)))
                    continue
                if kind in ("cancel", "pay", "dispute") and not self._ids_for(
                        self.order_ids if kind == "cancel" else self.bill_ids, cue.clause):
                    what = "which order to cancel? name it, e.g. O3" if kind == "cancel" else \
                        f"which bill to {kind}? name it, e.g. B12"
                    self.missing_id = self.missing_id or _Fail(f"no_id: {what}", kind)
                    continue
                self.non_item_clauses.add(cue.clause)
                if kind == "cancel":
                    ids = self._ids_for(self.order_ids, cue.clause)
                    for ident in ids:
                        if (kind, ident) not in seen:
                            seen.add((kind, ident))
                            intents.append((cue.pos, Intent(kind="cancel", order_id=ident)))
                elif kind in ("pay", "dispute"):
                    ids = self._ids_for(self.bill_ids, cue.clause)
                    if kind == "dispute":  # "bill B27 is double — … billed on B25 too": the bill of the cue's chunk
                        mine = list(dict.fromkeys(i for p, i in self.bill_ids if self.chunk_of[p] == cue.chunk))
                        ids = mine or ids
                    amount = self._pay_amount(cue, claimed) if kind == "pay" else None
                    total = None if amount is None or len(ids) > 1 else _paise(amount)
                    for ident in ids:
                        if (kind, ident) not in seen:
                            seen.add((kind, ident))
                            note = "" if kind == "pay" else self._clause_text(cue.clause)
                            order = self.order_ids[0][1] if kind == "dispute" and len(
                                {i for _, i in self.order_ids}) == 1 else None
                            intents.append((cue.pos, Intent(kind=kind, bill_id=ident, note=note, total_paise=total,
                                                            order_id=order)))
                        elif total is not None:  # "Payment for bill B7. We have transferred ₹2,150 for B7."
                            for k, (pos, old) in enumerate(intents):
                                if old.kind == kind and old.bill_id == ident and old.total_paise is None:
                                    intents[k] = (pos, old.model_copy(update={"total_paise": total}))
                elif not any(k == kind for k, _ in seen):
                    ids = self._ids_for(self.order_ids if kind == "ask_delivery" else self.bill_ids, cue.clause)
                    seen.add((kind, ids[0] if ids else None))
                    field_name = "order_id" if kind == "ask_delivery" else "bill_id"
                    extra = {}
                    if kind == "ask_bill" and not ids and self.order_ids:  # "send the bill for order O15"
                        extra = {"order_id": self._ids_for(self.order_ids, cue.clause)[0]}
                    intents.append((cue.pos, Intent(kind=kind, **{field_name: ids[0] if ids else None}, **extra)))
        return bool(seen)

    def _clause_text(self, clause: int) -> str:
        lo, hi = self.clause_span.get(clause, (0, 0))
        toks = [t for t in self.tokens[lo:hi] if t.kind != "nl"]
        return self.text[toks[0].start:toks[-1].end][:200] if toks else ""

    def _gap(self, a: int, b: int) -> int:
        """Words between token a and token b (exclusive), not counting fillers and symbols (O(1): prefix sums)."""
        if not hasattr(self, "_gap_prefix"):
            prefix = [0]
            for t in self.tokens:
                prefix.append(prefix[-1] + (t.kind in ("word", "num") and t.key not in _BILL_FILLER
                                            and t.key not in _CUR_AFTER))
            self._gap_prefix = prefix
        return self._gap_prefix[b] - self._gap_prefix[a] if b > a else 0

    def _bill_amount(self, cue: _Cue, claimed: set[int]) -> Decimal | None:
        """The amount next to a bill word: right after "comes to" / "kul", right before "hue" / "ho gaye"."""
        key = tuple(self.tokens[k].key for k in range(cue.pos, cue.end) if self.tokens[k].kind == "word")
        after = key in _BILL_AFTER
        cands = []
        figs = self._figs_in_clause(cue.clause)
        starts = self._fig_starts.get(cue.clause, [])
        lo = bisect.bisect_left(starts, cue.pos - 40)  # a gap of at most one word is within a few tokens
        hi = bisect.bisect_right(starts, cue.end + 40)
        for f in figs[lo:hi]:
            if f.kind not in ("price", "bare") or id(f) in claimed or f.end in self.item_first:
                continue
            gap = self._gap(cue.end, f.pos) if after and f.pos >= cue.end else \
                self._gap(f.end, cue.pos) if not after and f.end <= cue.pos else None
            if gap is not None and gap <= 1:
                cands.append((gap, f))
        if not cands:
            return None
        best = min(cands, key=lambda e: (e[0], e[1].kind != "price"))[1]
        claimed.add(id(best))
        return best.value if best.value > 0 else None

    def _amount_before(self, cue: _Cue) -> Decimal | None:
        """A price right before a bill word ("₹87.50 total")."""
        before = [f for f in self._figs_in_clause(cue.clause) if f.kind == "price" and f.pos < cue.pos]
        return before[-1].value if before and self._gap(before[-1].end, cue.pos) <= 1 else None

    def _figs_in_clause(self, clause: int) -> list[_Fig]:
        if not hasattr(self, "_fig_index"):
            self._fig_index: dict[int, list[_Fig]] = {}
            for f in sorted(self.figs, key=lambda f: f.pos):
                self._fig_index.setdefault(f.clause, []).append(f)
            self._fig_starts = {c: [f.pos for f in fs] for c, fs in self._fig_index.items()}
        return self._fig_index.get(clause, [])

    def _pay_amount(self, cue: _Cue, claimed: set[int]) -> Decimal | None:
        cands = [f for f in self._figs_in_clause(cue.clause) if f.kind == "price" and id(f) not in claimed]
        if not cands:
            return None
        best = min(cands, key=lambda f: (min(abs(f.pos - cue.pos), abs(f.pos - cue.end)), f.pos))
        claimed.add(id(best))
        return best.value if best.value > 0 else None

    def _loose_amount(self) -> Decimal | None:
        """A message that is only an amount ("₹230", "230 rupaye"): the counter stating a bill."""
        figs = [f for f in self.figs if f.kind != "hint"]
        if len(figs) == 1 and figs[0].kind == "price" and figs[0].value > 0:
            return figs[0].value
        return None

    # -- item lines ----------------------------------------------------------------------------

    def _lines(self) -> list[_Line]:
        """One line per item mention, with the figures that belong to it (module docstring, step 4)."""
        lines = [_Line(m, self.clause_of[m.first], self.chunk_of[m.first], m.first) for m in self.mentions]
        by_chunk: dict[int, list[_Line]] = {}
        by_clause: dict[int, list[_Line]] = {}
        for ln in lines:
            by_chunk.setdefault(ln.chunk, []).append(ln)
            by_clause.setdefault(ln.clause, []).append(ln)
        chunk_clause: dict[int, int] = {}
        for i in range(self.n):
            chunk_clause.setdefault(self.chunk_of[i], self.clause_of[i])
        first_fig: dict[int, int] = {}
        for g in self.figs:
            if g.kind != "hint":
                first_fig.setdefault(self.chunk_of[g.pos], g.pos)
        orphans: dict[int, list[_Fig]] = {}
        for f in self.figs:
            chunk = self.chunk_of[f.pos]
            owners = by_chunk.get(chunk)
            if not owners:
                orphans.setdefault(chunk, []).append(f)
            elif len(owners) == 1:
                owners[0].figs.append(f)
            else:
                k = bisect.bisect_right([ln.pos for ln in owners], f.pos)
                if first_fig.get(chunk, self.n) < owners[0].pos:  # "10 kg rice 5 kg sugar": to the next item
                    target = owners[min(k, len(owners) - 1)]
                else:  # "rice 10 kg sugar 5 kg": to the item before it
                    target = owners[max(k - 1, 0)]
                target.figs.append(f)
        skus = {ln.mention.sku for ln in lines}
        cues_by_clause: dict[int, list[_Cue]] = {}
        cues_by_chunk: dict[int, list[_Cue]] = {}
        for c in self.cues:
            cues_by_clause.setdefault(c.clause, []).append(c)
            cues_by_chunk.setdefault(c.chunk, []).append(c)
        clause_chunks = {c: [ln.chunk for ln in lns] for c, lns in by_clause.items()}
        for chunk, figs in orphans.items():
            clause = chunk_clause.get(chunk, 0)
            if figs and all(f.kind == "bare" for f in figs) and self._after_and(figs[0].pos):
                raise _Fail(f"no_item: {fmt_number(figs[0].value)} of what? name the item", None)
            in_clause = by_clause.get(clause, [])
            k = bisect.bisect_left(clause_chunks.get(clause, []), chunk)
            target = in_clause[k - 1] if k > 0 else in_clause[k] if k < len(in_clause) else None
            if target is not None:  # the item before, else after, in the clause, with the chunk's intent words
                target.figs.extend(figs)
                target.extra.extend(c for c in cues_by_chunk.get(chunk, ()) if c.kinds & _ITEM_KINDS)
            elif len(skus) == 1 and None not in skus and clause not in self.non_item_clauses:
                target = lines[0]
                cues = [c for c in cues_by_clause.get(clause, ()) if c.kinds & _ITEM_KINDS]
                if not cues:  # a bare number in a signature or an aside is nobody's figure
                    figs = [f for f in figs if f.kind != "bare"]
                target.figs.extend(figs)
                target.extra.extend(cues)
        for f in self.figs:  # "5 kg each of rice and sugar": every item of the clause without a quantity
            if f.note == "each":  # ("Send 25 kg of each." after the items' clause: every item of the message)
                for ln in by_clause.get(f.clause) or (lines if f.clause not in self.non_item_clauses else ()):
                    if not any(g.kind in ("qty", "badqty") for g in ln.figs):
                        ln.figs.append(f)
                        if ln.clause != f.clause:  # "| Poha | ₹35 | … Send 20 packets each.": and its words
                            ln.extra.extend(c for c in cues_by_clause.get(f.clause, ()) if c.kinds & _ITEM_KINDS)
        # one line per item: a mention in the same clause, or one without figures, joins the line before
        merged: list[_Line] = []
        first_of: dict[tuple[str, ...], _Line] = {}
        in_clause_of: dict[tuple[tuple[str, ...], int], _Line] = {}
        for ln in lines:
            key = ln.mention.candidates
            first = first_of.get(key)
            has_figs = any(f.kind != "hint" for f in ln.figs)
            prev = in_clause_of.get((key, ln.clause)) or (first if first is not None and not has_figs else None)
            if prev is None and first is not None and not any(f.kind != "hint" for f in first.figs):
                prev = first  # the earlier mention had nothing: this one is the line
                prev.clause, prev.chunk, prev.pos = ln.clause, ln.chunk, ln.pos
            if prev is not None:
                prev.figs.extend(ln.figs)
                prev.extra.extend(ln.extra)
                in_clause_of[(key, ln.clause)] = prev
                continue
            merged.append(ln)
            first_of.setdefault(key, ln)
            in_clause_of[(key, ln.clause)] = ln
        for ln in merged:
            ln.figs.sort(key=lambda f: f.pos)
        return merged

    def _after_and(self, pos: int) -> bool:
        """A number right after "and"/"aur"/"और" ending its clause: "5 packets of tea and 2"."""
        before = self._word(pos - 1)
        nxt = self.tokens[pos + 1] if pos + 1 < self.n else None
        ends = nxt is None or nxt.kind == "nl" or nxt.kind == "sym" and nxt.text in _BREAK_SYMS or (
            nxt.kind == "word" and nxt.key in _SEND_WORDS)
        return before in _SEP_WORDS and ends

    def _index_cues(self, item_cues: list[_Cue]) -> None:
        """Item intent words by chunk and by clause, and the clauses that have strong ones (for inheriting)."""
        self.cues_in_chunk: dict[int, list[_Cue]] = {}
        self.cues_in_clause: dict[int, list[_Cue]] = {}
        for c in item_cues:
            self.cues_in_chunk.setdefault(c.chunk, []).append(c)
            self.cues_in_clause.setdefault(c.clause, []).append(c)
        self.strong_clauses = sorted({c.clause for c in item_cues if c.kinds & set(ITEM_INTENTS)})

    def _line_cues(self, line: _Line, non_item: bool) -> list[_Cue] | None:
        """The intent words that apply to a line; None when the line is only context."""
        def strong(cues: list[_Cue]) -> bool:
            return any(c.kinds & set(ITEM_INTENTS) for c in cues)

        chunk = self.cues_in_chunk.get(line.chunk, [])
        clause = self.cues_in_clause.get(line.clause, [])
        if strong(chunk):  # the chunk's words first; the rest of the clause's only if they fit nothing
            self.fallback[id(line)] = [c for c in clause if c.chunk != line.chunk]
            asks = [c for c in clause if c.chunk != line.chunk and "ask_quote" in c.kinds]
            if asks and {k for c in chunk for k in c.kinds} & set(ITEM_INTENTS) <= {"order"}:
                return chunk + asks + line.extra  # "Need 50 kg chana dal, what's the rate?": asks before it orders
            return chunk + line.extra
        if strong(clause):
            return clause + line.extra
        if strong(line.extra):
            k = bisect.bisect_left(self.strong_clauses, line.clause)
            near = self.strong_clauses[k - 1] if k > 0 else None
            accepts = [_Cue(c.kinds, c.pos, c.end, line.clause, line.chunk) for c in self.cues_in_clause.get(near, ())
                       if "accept" in c.kinds] if near is not None else []
            return accepts + line.extra  # "Accepting your quote: | Poha | ₹35 | … Send 20 packets each."
        if line.clause in self.non_item_clauses:
            return None  # "Paid ₹4,300 for bill B12 (100 kg rice)": the rice says what the bill was for
        if non_item and not self.strong_clauses:
            return None  # a dispute or a delivery question that names goods asks nothing about them
        k = bisect.bisect_left(self.strong_clauses, line.clause)
        near_clause = self.strong_clauses[k - 1] if k > 0 else (
            self.strong_clauses[k] if k < len(self.strong_clauses) else None)
        if near_clause is not None:
            near = [c for c in self.cues_in_clause[near_clause] if c.kinds & set(ITEM_INTENTS)]
            return [_Cue(c.kinds, c.pos, c.end, line.clause, line.chunk) for c in near] + clause
        if non_item:
            return None  # a payment, dispute, bill question... that mentions items asks nothing about them
        return clause + line.extra

    @staticmethod
    def _first_kind(kinds: set[str]) -> str | None:
        """The intent a set of intent words stands for, by PRIORITY (for reasons)."""
        return next((k for k in PRIORITY if k in kinds), "ask_quote" if "ask_quote_weak" in kinds else None)

    def _read_line(self, line: _Line, item: Item, cues: list[_Cue]) -> tuple[ItemReading, list[Intent]]:
        """The line's intent (step 5 of the module docstring), its figures, and the kernel intents."""
        self._pack_sizes(line, item, {k for c in cues for k in c.kinds})
        relative = [f for f in line.figs if f.role == "relative"]
        if relative:  # "can you reduce by ₹2/kg?": an offer of the last price less ₹2
            f = relative[0]
            factor = selling_units_per(f.unit or default_unit(item), item)
            if factor is None:
                raise _Fail(f"contradictory: a change per {f.unit} does not fit {item.item}", "offer")
            change = _paise(Fraction(f.value) / factor)
            reading = ItemReading(sku=item.sku, item=item.item, unit=f.unit or default_unit(item))
            return reading, [Intent(kind="offer", sku=item.sku, price_change_paise=-change)]
        qtys = [f for f in line.figs if f.kind in ("qty", "badqty")]
        prices = [f for f in line.figs if f.kind == "price"]
        bares = [f for f in line.figs if f.kind == "bare"]
        hint = next((f.unit for f in line.figs if f.kind == "hint"), None)
        kinds = {k for c in cues for k in c.kinds if k in ITEM_INTENTS}

        def read_as(kind: str):
            q = qtys[0] if qtys else None
            near = [c.pos for c in cues if kind in c.kinds]
            p = self._pick_price(prices, near)
            rest = list(bares)
            if kind in ("offer", "accept"):
                if p is None and rest:
                    p = self._pick_price([_Fig("price", f.value, f.pos, f.end) for f in rest], near)
                    rest = [f for f in rest if f.pos != p.pos]
                if q is None and rest:
                    q = _Fig("qty", rest[0].value, rest[0].pos, rest[0].end)
            else:
                if q is None and rest:
                    q, rest = _Fig("qty", rest[0].value, rest[0].pos, rest[0].end), rest[1:]
                if p is None and rest:
                    p = _Fig("price", rest[0].value, rest[0].pos, rest[0].end)
            totals = [f for f in prices if f.mark == "total" and (p is None or f.pos != p.pos)]
            return q, p, (totals[0] if totals else None)

        def met(kind: str, q, p, t) -> bool:
            if kind == "order":
                return q is not None
            if kind in ("offer", "accept"):
                return p is not None or t is not None
            return True

        chosen = None
        fallback = self.fallback.get(id(line), [])
        if kinds and fallback and not any(met(k, *read_as(k)) for k in kinds):
            cues = cues + fallback  # "theek hai, chawal ₹38 kilo, deliver by 10": the accept of the clause
            kinds = {k for c in cues for k in c.kinds if k in ITEM_INTENTS}
        if not kinds:  # no intent words: READING.md's default
            q, p, t = read_as("order")
            if q is not None:
                chosen = ("order", q, p, t)
            elif prices or bares:
                q, p, t = read_as("offer")
                if p is not None or t is not None:  # "Masoor dal ₹78 per kg.": an offer, an acceptance or a note?
                    raise _Fail(f"ambiguous_intent: a price for {item.item} with no word saying offer, accept "
                                f"or order", None)
                chosen = ("ask_quote", q, p, t)
            else:
                chosen = ("ask_quote", q, p, t)
        else:
            for kind in PRIORITY:
                if kind in kinds:
                    q, p, t = read_as(kind)
                    if met(kind, q, p, t):
                        chosen = (kind, q, p, t)
                        break
        if chosen is None:
            kind = next(k for k in PRIORITY if k in kinds)
            if kind in ("accept", "offer"):
                raise _Fail(f"no_price: what price for {item.item}?", kind)
            raise _Fail(f"no_quantity: how many {item.item}? (in {default_unit(item)}s)", kind)
        kind, q, p, t = chosen
        reading, intent = self._resolve(item, kind, q, qtys, p, t, hint)
        intents = [intent]
        if kind == "accept" and "order" in kinds and intent.quantity:
            # "Deal at ₹138. Please send 20 kg.": each intent carries the figures stated for it
            intents = [intent.model_copy(update={"quantity": None}),
                       Intent(kind="order", sku=intent.sku, quantity=intent.quantity)]
        return reading, intents

    def _pack_sizes(self, line: _Line, item: Item, kinds: set[str]) -> None:
        """A weight or volume right beside the item's name that is its pack ("Tata Salt 1 kg — send 40",
        "Send 3 cases of Amul butter 100 g", "Tata Tea 250 g — rate?") names the item, not a quantity.

        It is one when the line has another quantity or a bare number, or when
        the line asks or bargains (no order words); "Send 5 kg atta" stays one packet.
        """
        mentions = [m for m in self.mentions if m.candidates == line.mention.candidates]
        sizes = []
        for f in line.figs:
            if f.kind != "qty" or f.unit not in ("kg", "g", "l", "ml") or f.note:
                continue
            beside = any(m.last <= f.pos <= m.last + 1 or f.end <= m.first <= f.end + 1 or (
                f.end + 2 == m.first and self._word(f.end) == "the") for m in mentions)
            factor = selling_units_per(f.unit, item)
            if beside and factor is not None and factor * Fraction(f.value) == 1:
                sizes.append(f)
        if not sizes:
            return
        others = [f for f in line.figs if f.kind in ("qty", "bare", "badqty") and f not in sizes]
        if others or not kinds & {"order"}:
            for f in sizes:
                f.kind = "size"

    @staticmethod
    def _pick_price(prices: list[_Fig], near: list[int]) -> _Fig | None:
        """The unit (or unmarked) price nearest the intent's words, else the last one."""
        units = [f for f in prices if f.mark != "total"]
        if not units:
            return None
        if len(units) == 1 or not near:
            return units[-1]
        return min(units, key=lambda f: (min(abs(f.pos - c) for c in near), -f.pos))

    def _resolve(self, item: Item, kind: str, q: _Fig | None, qtys: list[_Fig], price: _Fig | None,
                 total: _Fig | None, hint: str | None) -> tuple[ItemReading, Intent]:
        """Quantities to selling units and prices to paise per selling unit, or why not (READING.md)."""
        if price is not None and price.mark == "total" and total is None:
            price, total = None, price
        if q is not None and q.kind == "badqty":
            raise _Fail(f"no_quantity: {q.note}", kind)
        if q is not None and not q.unit and item.unit == "dozen" and q.kind == "qty" or (
                q is not None and not q.unit and item.unit == "dozen" and q.value >= 12):
            q = _Fig(q.kind, q.value, q.pos, q.end, unit="piece")  # "60 bananas": pieces of a dozen-sold item
            if price is not None and not price.unit and price.mark == "unit":
                price = _Fig(price.kind, price.value, price.pos, price.end, unit="piece", mark="unit")
        stated_unit = q.unit if q is not None and q.unit else (price.unit if price is not None and price.unit
                                                               else hint or default_unit(item))
        quantity = q.value if q is not None else None
        selling_units = None
        if quantity is not None:
            if quantity <= 0:
                raise _Fail(f"no_quantity: {fmt_number(quantity)} {stated_unit} of {item.item} is not a quantity",
                            kind)
            selling_units, why = to_selling_units(quantity, stated_unit, item)
            if selling_units is None:
                raise _Fail(f"no_quantity: {why}", kind)
            for other in qtys:
                if other is q or other.kind != "qty" or self._word(other.pos - 1) in ("of", "ka", "ke", "ki"):
                    continue
                units, _ = to_selling_units(other.value, other.unit or default_unit(item), item)
                if units is not None and units != selling_units:
                    raise _Fail(f"contradictory: {fmt_number(quantity)} {stated_unit} of {item.item} is "
                                f"{selling_units} {item.unit}s, not {fmt_number(other.value)} "
                                f"{other.unit or default_unit(item)}", kind)
        factor = selling_units_per(stated_unit, item)
        unit_price: Fraction | None = None
        total_price: Fraction | None = None
        if price is not None:
            p_unit = price.unit or stated_unit
            value = Fraction(price.value)
            if p_unit != stated_unit:
                pf = selling_units_per(p_unit, item)
                if pf is None or factor is None:
                    raise _Fail(f"contradictory: a price per {p_unit} does not fit {item.item} sold in "
                                f"{item.unit_size} {item.unit}s", kind)
                value = value * factor / pf
            mark = price.mark
            if mark is None and quantity is not None and quantity > 1 and factor is not None:
                mrp_per_stated = Fraction(item.mrp_paise, 100) * factor
                if value <= Fraction(3, 2) * mrp_per_stated:
                    mark = "unit"
                elif value >= Fraction(quantity) * mrp_per_stated / 2:
                    mark = "total"
                else:
                    raise _Fail(f"contradictory: {_rupees(value)} for {fmt_number(quantity)} {stated_unit} of "
                                f"{item.item} is neither a price per {stated_unit} (MRP "
                                f"{_rupees(mrp_per_stated)}) nor a total (MRP "
                                f"{_rupees(mrp_per_stated * Fraction(quantity))})", kind)
            if mark == "total":
                total_price = value
            else:
                unit_price = value
        if total is not None:
            if total_price is not None and Fraction(total.value) != total_price:
                raise _Fail(f"contradictory: two totals for {item.item}: {_rupees(total_price)} and "
                            f"{_rupees(Fraction(total.value))}", kind)
            total_price = Fraction(total.value)
        if unit_price is not None and unit_price <= 0 or total_price is not None and total_price <= 0:
            raise _Fail(f"no_price: a price for {item.item} must be above ₹0", kind)
        if unit_price is not None and total_price is not None:
            if quantity is None:
                raise _Fail(f"contradictory: a price and a total for {item.item} but no quantity", kind)
            expected = unit_price * Fraction(quantity)
            if abs(expected - total_price) > max(Fraction(1), total_price / 100):
                raise _Fail(f"contradictory: {_rupees(unit_price)} per {stated_unit} × {fmt_number(quantity)} is "
                            f"{_rupees(expected)}, not {_rupees(total_price)}", kind)
        selling_price: Fraction | None = None
        if unit_price is not None and factor:
            selling_price = unit_price / factor
        elif total_price is not None:
            if not selling_units:
                raise _Fail(f"no_quantity: a total of {_rupees(total_price)} for {item.item} needs a quantity", kind)
            selling_price = total_price / selling_units
        if selling_price is not None and _paise(selling_price) <= 0:
            raise _Fail(f"no_price: {item.item} at {_rupees(selling_price)} per {item.unit} is not a price", kind)
        reading = ItemReading(
            sku=item.sku, item=item.item, quantity=None if quantity is None else float(quantity), unit=stated_unit,
            unit_price_inr=_inr(unit_price), total_price_inr=_inr(total_price) if unit_price is None else None,
            selling_units=selling_units, selling_unit_price_inr=_inr(selling_price))
        intent = Intent(kind=kind, sku=item.sku, quantity=selling_units,
                        unit_price_paise=None if selling_price is None else _paise(selling_price),
                        total_paise=None if total_price is None else _paise(total_price))
        return reading, intent
