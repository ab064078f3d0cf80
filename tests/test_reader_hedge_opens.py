""""Ho sake to …" / "हो सके तो …" opening a request is a courtesy, not a condition on its price (lang/hedge_opens.py;
holdout123 hi/hl-o8027: "हो सके तो आज ही 25 किलो गुड़ भेज दीजिए, वही ₹60/किलो" had read as an offer at ₹60,
silently)."""
from tests.reader_intents import intents, refused

AT_60 = [("order", "jaggery-1kg", 25, 6000, None, None)]


def test_if_possible_said_with_no_if_orders():
    assert intents("Ho sake to aaj hi 25 kilo gud bhej dijiye, wahi ₹60/kilo.", email=True) == AT_60
    assert intents("हो सके तो आज ही 25 किलो गुड़ भेज दीजिए, वही ₹60/किलो।", email=True) == AT_60
    assert intents("If possible, send 25 kg jaggery today, same ₹60/kg.", email=True) == AT_60
    assert intents("Happy Sankranti Sunil ji!! Gud to haathon-haath bik raha hai — akele kal 38 kilo bika aur ab sirf "
                   "6 kilo bacha hai. Ho sake to aaj hi 25 kilo gud bhej dijiye, wahi ₹60/kilo. Aur B11 ke ₹1,200 aaj "
                   "subah PhonePe se bhej diye hain, ref 4410 2298 7731.", email=True) == AT_60 + [
        ("pay", None, None, None, None, "B11")]


def test_probes_of_our_own():
    """Written for this kind, not taken from a corpus."""
    assert intents("Ho sake to 25 kilo gud bhej dijiye.", email=True) == [("order", "jaggery-1kg", 25, None, None, None)]
    assert intents("संभव हो तो कल तक 10 किलो चीनी भेज दीजिए।", email=True) == [
        ("order", "sugar-1kg", 10, None, None, None)]
    assert intents("Mumkin ho to kal tak 10 kilo cheeni bhej dijiye.", email=True) == [
        ("order", "sugar-1kg", 10, None, None, None)]


def test_a_price_made_a_condition_is_still_one():
    """Near: a price before its "to" is the condition ("₹55 kar do to …": an offer at it), and a price before "ho
    sake to" is not read as an order at it."""
    assert intents("Gud ₹55 kar do to 25 kilo bhej dijiye.", email=True) == [("offer", "jaggery-1kg", 25, 5500, None,
                                                                              None)]
    assert refused("₹55 ho sake to 25 kilo gud bhej dijiye.", email=True)
