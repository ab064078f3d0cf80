"""Meeting halfway between the supplier's price and ours offers the price halfway (lang/halfway.py; holdouts 56, 101,
114: every writer labels it so), in three languages; anything less plain stays refused."""
from tests.reader_intents import intents, refused

TOOR = [("offer", "toor-dal-1kg", None, 13500, None, None)]
SUGAR = [("offer", "sugar-1kg", None, 4200, None, None)]


def test_meeting_halfway_offers_the_price_halfway():
    assert intents("Toor dal: you're at ₹140, we're at ₹130. Let's meet halfway.", email=True) == TOOR
    assert intents("तूर दाल: आप ₹140 पर हैं, हम ₹130 पर। बीच में मिल लेते हैं।", email=True) == TOOR
    assert intents("Toor dal: aap ₹140 pe ho, hum ₹130 pe. Beech mein mil lete hain.", email=True) == TOOR
    assert intents("You quoted ₹44 for sugar, we said ₹40. Let's meet halfway.", email=True) == SUGAR


def test_a_word_closing_the_bargain_is_part_of_the_offer():
    assert intents("Bhaiya, aap toor dal pe ₹140 bol rahe ho, main ₹130. Beech ka kar lete hain, aaj hi sauda pakka "
                   "karo.", email=True) == TOOR
    assert intents("भैया, आप तूर दाल पर ₹140 बोल रहे हो, मैं ₹130 बोल रहा हूँ। बीच का कर लेते हैं, आज ही सौदा पक्का "
                   "करो।", email=True) == TOOR


def test_the_price_halfway_said_leaves_the_two_before_as_history():
    assert intents("चीनी पर आप ₹44 पर हो, हम ₹40 पर — बीच का ₹42 कर लेते हैं।", email=True) == SUGAR
    assert intents("Chini pe aap ₹44 pe ho, hum ₹40 pe — beech ka ₹42 kar lete hain.", email=True) == SUGAR


def test_what_is_not_plainly_halfway_stays_refused():
    assert refused("Rice ₹40 and sugar ₹44. Let's meet halfway.", email=True)  # two items: halfway of what?
    assert refused("चीनी ₹40 और ₹44 के बीच में कहीं भी चलेगा।", email=True)  # a range, not halfway
    assert refused("You quoted ₹44/kg for sugar, we said ₹2,000 for 50 kg. Let's meet halfway.", email=True)
