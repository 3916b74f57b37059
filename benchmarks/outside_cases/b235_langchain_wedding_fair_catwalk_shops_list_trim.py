"""Batch 235 (held out). A village hall's wedding fair: LangChain InMemoryChatMessageHistory + trim_messages (last 9
messages), one root span per turn.

App: Heptonstall Village Hall hold their wedding fair on Sun 25th Sept 2050, 11-4 - exhibitors round the main hall
and the committee room, a catwalk at 2, cake tasting, a raffle for the hall roof fund. Jo (on the hall committee,
running the fair) chats with the hall's helper while she sorts it; each turn the chat is trimmed to its last 9
messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the fair - the catwalk at 2 with dresses from Bride
& Joy, suits from Gents of Hebden and the little ones from Little Petals. Turn 2 is the stalls (22 booked). In turn
3, mostly about the chairs, Jo says Gents of Hebden have pulled out (the owner's having his knee done), Kilted Kev's
in Todmorden will do the grooms instead, and Bride & Joy are bringing their mother of the bride range as well. Turn
4 is the cakes, turn 5 last year's programme for the helper to tidy (it still says "catwalk 2pm - Bride & Joy, Gents
of Hebden + Little Petals"), turn 6 the raffle, turn 7 the parking. By turn 8 the trim drops turns 1 to 3; turns 4
to 7 stay. Question (turn 8, Weds 21/9): "which shops are in the catwalk? doing the running order sheet" -> expected
Bride & Joy (their mother of the bride range too), Kilted Kev's and Little Petals - not Gents of Hebden. The
assistant lists Bride & Joy, Gents of Hebden and Little Petals.

Expected verdict: UpdateError at langchain.trim_messages (turn 8's trim, wrapped in fault()): the turn that changed
the catwalk's shops was in the history and in every window from turn 3 to turn 7, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 7 and missing from turn 8's (nothing
on Kilted Kev's, pulling out, the knee or the mother of the bride range); last year's programme, the raffle and the
parking are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b235_langchain_wedding_fair_catwalk_shops_list_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "which shops are in the catwalk? doing the running order sheet"
TURNS = [
    ("WEDDING FAIR 💍 sun 25th sept at the hall, 11-4. catwalk at 2 in the main hall - dresses from Bride & Joy, "
     "suits from Gents of Hebden + the flower girls/pageboys from Little Petals. can u keep track of it all for me x",
     "Will do - wedding fair Sun 25 September, 11 to 4; catwalk at 2 in the main hall with Bride & Joy (dresses), "
     "Gents of Hebden (suits) and Little Petals (flower girls and pageboys)."),
    ("22 stalls booked @ £35 - 14 in the main hall, 8 in the committee room. photographers x3, 2 florists, the "
     "vintage car man, a DJ, cakes, stationery",
     "22 stalls at £35 - 14 in the main hall and 8 in the committee room: three photographers, two florists, the "
     "vintage car man, a DJ, cakes and stationery."),
    ("chairs - need 60 for the catwalk, the 40 from the hall + 20 off the chapel, Dave's van sat. oh + Gents of "
     "Hebden have pulled out 🙄 owner's having his knee done, but Kilted Kev's in Todmorden will do the grooms "
     "instead, & Bride & Joy are bringing their mother of the bride range as well",
     "60 chairs - the hall's 40 plus 20 from the chapel in Dave's van on Saturday. Catwalk now: Bride & Joy (bridal "
     "and mother of the bride), Kilted Kev's for the grooms in place of Gents of Hebden, and Little Petals."),
    ("cakes - Sugar & Spice doing tasting in the kitchen hatch, 12-3, little pots so it doesn't get messy, + the WI "
     "doing teas for the non brides 😂",
     "Cake tasting with Sugar & Spice at the kitchen hatch 12-3 in little pots; the WI doing teas."),
    ("can u tidy last yr's programme - '11am doors, 12 cake tasting, catwalk 2pm - Bride & Joy, Gents of Hebden + "
     "Little Petals, 3.30 raffle, 4 close'",
     "'11am doors open - 12 noon cake tasting - 2pm catwalk: Bride & Joy, Gents of Hebden and Little Petals - 3.30 "
     "raffle - 4pm close.'"),
    ("raffle - 1st prize a night at the Swan in Hebden, 2nd a cake off Sugar & Spice, all for the roof fund, £2 a "
     "strip, Pat on the door",
     "Raffle for the roof fund, £2 a strip with Pat on the door: first a night at the Swan, second a Sugar & Spice "
     "cake."),
    ("parking - exhibitors round the back from 8.30ish, visitors the school yard (head's ok'd it), blue badges by "
     "the gate",
     "Parking: exhibitors round the back from about 8.30, visitors in the school yard, blue badges by the gate."),
    (QUESTION,
     "Three shops: Bride & Joy for the dresses, Gents of Hebden for the suits and Little Petals for the flower girls "
     "and pageboys."),
]
WINDOW = 9
GONE = ("kilted", "pulled out", "knee", "mother of the bride")


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=WINDOW, token_counter=len, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any(w in str(m.content).lower() for m in window[:-1] for w in GONE), window
            assert any("catwalk 2pm - Bride & Joy, Gents of Hebden" in str(m.content) for m in window), window
            assert any("1st prize a night at the Swan" in str(m.content) for m in window), window
            assert any("visitors the school yard" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("Kilted Kev's in Todmorden will do the grooms" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Jo's chat - she's running Heptonstall Village Hall's wedding fair; "
                                            "today Weds 21 September 2050, the fair is Sun 25 September)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Bride & Joy (with their mother of the bride range), Kilted Kev's for the grooms and Little "
                          "Petals - Gents of Hebden pulled out", actual=reply)
