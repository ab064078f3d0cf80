"""The word tables ``lang.verify`` checks a reading with: conditions, giving and taking, rates, promised payments,
weekdays, totals' words, estimates and working a figure out to another. Each is a frozenset of folded words
(``lang.language.fold``)."""
from __future__ import annotations

from lang.language import fold

__all__ = ["IF_WORDS", "THEN_WORDS", "GIVE_WORDS", "MATCH_WORDS", "TAKE_WORDS", "RATE_WORDS", "PAY_WORDS", "WEEKDAYS", "TIMES", "PRICED_WORDS", "ABOUT", "ESTIMATE", "SO_THAT", "THAT", "WALA"]


IF_WORDS = frozenset(fold(w) for w in "if agar अगर yadi यदि provided बशर्ते basharte".split())
THEN_WORDS = frozenset(fold(w) for w in "toh to तो".split())
GIVE_WORDS = frozenset(fold(w) for w in "do de dein den dijiye दें दो दे दीजिए करो karo lagao लगाओ".split())
MATCH_WORDS = frozenset(fold(w) for w in "match".split())
TAKE_WORDS = frozenset(fold(w) for w in "order ऑर्डर pakka पक्का take lenge लेंगे confirm lunga लूँगा लूंगा".split())
RATE_WORDS = frozenset(fold(w) for w in "rate rates price prices bhaav bhav भाव दाम daam keemat कीमत charges charge "
                        "रेट kam कम cheaper discount".split())


#: Words of paying and of days to come: a clause with both promises a payment ("settle B146 next week").
PAY_WORDS = frozenset(fold(w) for w in "pay paying payment settle clear bhugtan भुगतान paisa paise पैसा पैसे payment "
                       "पेमेंट denge देंगे dunga दूँगा दूंगा cheque chq चेक".split())  # ("- B5: 5 tareekh ko denge": we will give;
# "For O3 you'll get a cheque on Monday", "B3 का चेक सोमवार को मिलेगा": session 52, probes52_pt t3005, t3017)
WEEKDAYS = frozenset(fold(w) for w in "monday tuesday wednesday thursday friday saturday sunday week hafte हफ़्ते हफ्ते "
                      "somvar mangalvar budhvar guruvar shukravar shanivar ravivar सोमवार मंगलवार बुधवार गुरुवार शुक्रवार "
                      "शनिवार रविवार agle अगले".split())


TIMES = frozenset("×x✕*")
#: Words that name a total as the priced lines' ("Total for priced items", "रेट वाले सामान का कुल").
PRICED_WORDS = frozenset(fold(w) for w in "priced rate rates रेट भाव bhav".split())
#: Words that make a total approximate ("Total approx ₹2,290"; the total's words: ``_TOTAL_WORDS``).
ABOUT = frozenset(fold(w) for w in "approx approximately about around roughly lagbhag लगभग takriban करीब kareeb".split())
#: Words that make an amount the writer's estimate of unpriced lines ("roughly ₹3,500 all-in", "₹8,000 ke aas paas").
ESTIMATE = ABOUT | frozenset(fold(w) for w in "paas पास similar estimate estimated".split())


#: Words that work a figure out to another ("so ₹99", "i.e. ₹99", "यानी ₹99", "matlab ₹99"; "10% छूट देकर ₹1,530",
#: "2% kam karke ₹40": having taken it off, fixer R of s28). "i.e." is read as its "e" after an "i".
SO_THAT = frozenset(fold(w) for w in "so ie yaani yani matlab यानी यानि मतलब karke करके deke dekar देकर".split())

THAT = frozenset((fold("that"), fold("thats")))  # ("that's 5 trays")
WALA = frozenset(fold(w) for w in "wala wali wale वाला वाली वाले".split())
