"""Batch 295 (held out). An ice cream van round: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: Tony Moretti runs Moretti's Ices, one van on an evening round of the estates in summer 2051, with his son Gino
learning the round. Tony chats with the van's helper to keep the round straight; each turn the chat is trimmed to
its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the round - Mondays Lowtown, Tuesdays the Meadows
estate 6 till 7 then Fairfield, Wednesdays Hill Top, Thursdays Brookfield and Moorside, weekends the park. Turn 2 is
the prices. In turn 3 Tony says the bin men do the Meadows on a Tuesday teatime now and the wagon blocks the whole
loop, so the Meadows moves to Wednesdays from next week, same time, Hill Top after - he's told Mrs Akhtar at no.12,
who has the choc ices. Turns 4 to 8 are the generator, the printers' proof of the leaflet (still "TUES the Meadows
6-7pm", he'll get it changed), the wholesaler, the school fete and Gino passing his test. By turn 9 the trim drops
turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Sun 16/7): "Gino's doing the Meadows on his own this wk - what
night's he going? he'll need the big freezer packed" -> expected Wednesday (6 till 7; the bin wagon blocks the loop
on a Tuesday). The assistant says Tuesday.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that moved
the Meadows to Wednesdays was in the history and in every window from turn 3 to turn 8, and this trim cut it from
the window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's
(nothing on the bin men, Wednesday or Mrs Akhtar); the leaflet proof, the generator and the fete are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b295_langchain_ice_cream_van_meadows_which_night_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = ("Gino's doing the Meadows on his own this wk - what night's he going? he'll need the big freezer "
            "packed")
TURNS = [
    ("right summer round's sorted 🍦 mon Lowtown, tues the Meadows estate 6-7 then Fairfield, weds Hill Top, thurs "
     "Brookfield + Moorside, sat/sun the park. can u keep track of it all for me, my head's mashed",
     "Of course - Mondays Lowtown, Tuesdays the Meadows estate 6 till 7 then Fairfield, Wednesdays Hill Top, "
     "Thursdays Brookfield and Moorside, weekends the park."),
    ("prices this yr - 99 £2.50, double £3.20, screwball £2.80, slush £2, sauce free",
     "Prices: 99 £2.50, double 99 £3.20, screwball £2.80, slush £2, sauce free."),
    ("bin men do the Meadows tues teatime now + the wagon blocks the whole loop for an hr 🙄 so the Meadows is "
     "moving to weds from nxt wk, same time, I'll do Hill Top after. told Mrs Akhtar at no.12 (the choc ices lady)",
     "Noted - from next week the Meadows is on Wednesdays, 6 till 7, then Hill Top, because the bin wagon blocks "
     "the loop on a Tuesday teatime; Mrs Akhtar at no.12 knows."),
    ("generator's playing up again, in at Dale's garage thurs morning, should be back for the round",
     "The generator's in at Dale's garage on Thursday morning and should be back in time for the round."),
    ("leaflet proof back from the printers 🙄 - 'MORETTI'S ICES ... MON Lowtown 6pm ... TUES the Meadows 6-7pm "
     "... SAT/SUN the park' - I'll get them to change it, can u check the spelling of the estates",
     "The estate names on the proof are spelt right; the only thing to fix is the change you mentioned."),
    ("Booker have put cones up 10% 😤 going to try the cash + carry in Bradford instead",
     "Cones are up 10% at Booker, so you're trying the cash and carry in Bradford."),
    ("St Mary's fete sat 22nd, 1-4, they want 10% of takings to the PTA, fair enough",
     "St Mary's fete is Saturday 22nd, 1 till 4, with 10% of takings to the PTA."),
    ("Gino passed his test!! 🎉 he can do a round on his own now, insurance sorted",
     "Congratulations to Gino - he can do a round on his own now, and the insurance is sorted."),
    (QUESTION,
     "Tuesday - the Meadows is 6 till 7 on a Tuesday, then he goes on to Fairfield."),
]
WINDOW = 11
GONE = ("bin men", "wednesday", "moving to weds", "akhtar")


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
            assert any("TUES the Meadows 6-7pm" in str(m.content) for m in window), window
            assert any("Dale's garage" in str(m.content) for m in window), window
            assert any("St Mary's fete" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("so the Meadows is moving to weds" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Tony's chat - he runs Moretti's Ices, one van on an evening round of "
                                            "the estates; today Sun 16 July 2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Wednesday, 6 till 7 - the Meadows moved off Tuesdays because of the bin wagon",
       actual=reply)
