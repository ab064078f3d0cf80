"""Remarks beside a request that ask nothing themselves (session 32, a new user's trial), run together by
``lang.after_acts`` before its other passes:

- a brand said fine: "Please quote sugar (Madhur or any local brand is fine)" asks the rate (``lang.brand_fine``);
- a rate asked "also" after goods agreed: "Sugar ok, also quote tea" asks the tea's rate (``lang.also_quote``);
- a bill acknowledged: "दूध का बिल ₹1,100 बना, ठीक है। 20 पैकेट दही भेजिए" orders the curd (``lang.bill_fine``);
- a past bill's total told: "Your bill B3 for 25 litres of ghee came to ₹13,250 in November. What is your rate for
  ghee this month?" asks the rate alone (``lang.bill_told``);
- a delivery asked as the term of an order: "If it can arrive by tomorrow, send 20 kg potatoes" (``lang.come_by``);
- goods asked after as stock: "Also, is the ghee available?" beside an order is refused, naming that sentence, not
  "how many litres of ghee?" (``lang.available_asked``);
- a past fault of goods ordered again: "कल वाले अंडे ख़राब निकले, 30 में से 6 टूटे थे। आज 2 ट्रे अंडे और भेजिए"
  orders 2 trays (``lang.past_faults``);
- an order's price as its condition: "… ₹52 के हिसाब से भेजिए। अगर ₹52 नहीं हो सकता तो मत भेजिए" orders at ₹52, no
  cancel (``lang.only_at_price``);
- goods put off: "Please send 25 kg sugar; salt we'll order later" orders the sugar (``lang.order_later``);
- goods left out of a rate request: "Send rates: Maggi, Parle-G, Colgate. Not tea.", "पोहा और सूजी रहने दीजिए",
  "Ande mat jodna." asks the other rates and refuses nothing (``lang.left_out``);
- another supplier's price told as the reason for asking ours: "Our regular supplier has put atta 5 kg at ₹228,
  which our customers won't pay. What is your rate?" asks the rate, refuses nothing (``lang.supplier_before``);
- goods sent with no count after other goods are cut from the order: "आज जो आलू मँगाए थे वो रद्द कर दीजिए। प्याज़ भेज
  दीजिए।", "O16 tomato cancel pls. onion aloo send" cut the potatoes (tomatoes) and keep the rest (``lang.kept_sent``);
- a need told after a rate question, naming the goods again: "प्याज़ का रेट क्या है? इस हफ़्ते 50 किलो प्याज़ चाहिए
  होगा।" asks the onion rate for 50 kg (``lang.need_after_rate``);
- "last" said of days beside a rate enquiry: "आख़िरी दस दिनों में 300 किलो चीनी बिक गई थी" offers nothing
  (``lang.last_days``);
- "all correct" said of a delivery: "O3 reached … all correct and well packed" disputes nothing (``lang.all_correct``);
- "do it" after an agreement: "ठीक है जी, कर दीजिए।" under "इन्हीं रेट पर कर दूँ?" agrees, orders nothing (``lang.do_it``);
- what came told "instead of" what was ordered, beside the rest asked after: "we got only 40 kg of rice instead of
  50 kg. Where are the other 10 kg?" asks after the 10 kg, cuts nothing (``lang.came_then_rest``);
- a rate of another place told beside a refusal: "We will not take chana dal at Rs 78/kg, our local rate is Rs 72."
  refuses the chana at ₹78, the local ₹72 news (``lang.local_rate``);
- rows of a khata, bills with their amounts and state, "B1 – ₹5,184 – paid 22 Oct ✔️", tell and pay nothing
  (``lang.ledger_rows``).
"""
from __future__ import annotations

from lang.all_correct import all_correct
from lang.also_quote import also_quote
from lang.available_asked import available_asked
from lang.bill_fine import bill_fine
from lang.bill_told import bill_told
from lang.brand_fine import brand_fine
from lang.come_by import come_by
from lang.do_it import do_it
from lang.kept_sent import kept_sent
from lang.last_days import last_days
from lang.ledger_rows import ledger_rows
from lang.left_out import left_out
from lang.local_rate import local_rate
from lang.need_after_rate import need_after_rate
from lang.only_at_price import only_at_price
from lang.order_later import order_later
from lang.past_faults import past_faults
from lang.came_then_rest import came_then_rest
from lang.supplier_before import supplier_before
from lang.suits_named import suits_named  # "₹1,380 a peti suits us." names no goods: no yes lent

__all__ = ["beside_requests"]


def beside_requests(reader) -> None:
    """Run the passes of the module docstring over ``reader`` (the MessageReader after its clause acts), in order."""
    brand_fine(reader)
    also_quote(reader)
    bill_fine(reader)
    bill_told(reader)
    ledger_rows(reader)
    come_by(reader)
    only_at_price(reader)
    order_later(reader)
    past_faults(reader)
    available_asked(reader)
    left_out(reader)
    supplier_before(reader)
    kept_sent(reader)
    need_after_rate(reader)
    last_days(reader)
    do_it(reader)
    all_correct(reader)
    came_then_rest(reader)
    local_rate(reader)
    suits_named(reader)
