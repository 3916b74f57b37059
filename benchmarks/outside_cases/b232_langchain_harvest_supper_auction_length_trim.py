"""Batch 232 (held out). A church's harvest supper: LangChain InMemoryChatMessageHistory + trim_messages (last 7
messages), one root span per turn.

App: St Mary's, Luddenden hold their harvest supper on Sat 1st October 2050, 7pm in the church hall - meat and
potato pie with peas, then crumble, an auction of promises after the pudding, then the ceilidh band. Jean (the
churchwarden running it) chats with the parish helper while she sorts it; each turn the chat is trimmed to its last
7 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the supper - auction of promises after the pud,
8-8.30, Bob on the gavel, then the band till 10. Turn 2 is the tickets. In turn 3, about the lots, Jean adds that
there are 38 lots now and Bob reckons that's a good hour, so 8-9, the band are fine to start at 9 and go on till
11, and Mrs H has ok'd the hall late. Turn 4 is last year's poster text for the helper to tidy (it still says
"auction 8-8.30 then dancing"), turn 5 the food, turn 6 the raffle. By turn 7 the trim drops turns 1 to 3; turns 4
to 6 stay. Question (turn 7, Tue 27/9): "how long's the auction going on for? the band want to know when they're
on" -> expected about an hour, 8 to 9 (the band on at 9). The assistant says half an hour, 8-8.30.

Expected verdict: UpdateError at langchain.trim_messages (turn 7's trim, wrapped in fault()): the turn that made
the auction an hour was in the history and in every window from turn 3 to turn 6, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 6 and missing from turn 7's (nothing
on 38 lots, a good hour, 8-9 or till 11); last year's poster, the food and the raffle are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b232_langchain_harvest_supper_auction_length_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how long's the auction going on for? the band want to know when they're on"
TURNS = [
    ("HARVEST SUPPER 🌾 sat 1st oct 7pm in the church hall. auction of promises after the pud, 8-8.30, Bob's on the "
     "gavel, then the ceilidh band till 10. can u help me keep track",
     "Of course - harvest supper Sat 1 October, 7pm in the church hall; auction of promises 8-8.30 with Bob, then the "
     "ceilidh band till 10."),
    ("tix £12, £6 under 12s, from me or after church. 64 sold so far, hall holds 90 at a push",
     "Tickets £12, £6 for under-12s, from you or after church; 64 sold of about 90 places."),
    ("lots so far - a wk in Bob's caravan at Filey, 2 hrs gardening from the Scouts, a cake a month off Jean (me!), "
     "Dennis's guided walk... 38 lots now!! Bob reckons that's a good hour, so 8-9, the band are fine to start at 9 "
     "+ go on till 11, Mrs H has ok'd the hall late",
     "38 lots - brilliant. So the auction is now 8-9, about an hour, with the band 9-11; Mrs H has agreed the late "
     "finish."),
    ("can u tidy last yr's poster - 'HARVEST SUPPER sat 7pm, pie + peas, auction 8-8.30 then dancing!! tix £10 from "
     "Jean'",
     "'Harvest Supper - Saturday, 7pm. Pie and peas, auction 8-8.30, then dancing! Tickets £10 from Jean.'"),
    ("food - meat + potato pie x 9 trays from Hinchliffe's, 2 veggie ones, mushy peas, apple + blackberry crumble, "
     "custard. Pam's in charge of the urn",
     "Food: nine trays of meat and potato pie from Hinchliffe's plus two veggie, mushy peas, apple and blackberry "
     "crumble with custard; Pam on the urn."),
    ("raffle - £1 a strip, prizes from the Co-op + a hamper off the WI, drawn in the interval b4 the band",
     "Raffle at £1 a strip - Co-op prizes and a WI hamper - drawn before the band comes on."),
    (QUESTION,
     "Half an hour - the auction runs 8 till 8.30, so the band can start at 8.30."),
]
WINDOW = 7
GONE = ("38 lots", "good hour", "8-9", "till 11")


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
            assert any("auction 8-8.30 then dancing" in str(m.content) for m in window), window
            assert any("Hinchliffe's" in str(m.content) for m in window), window
            assert any("raffle - £1 a strip" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("Bob reckons that's a good hour, so 8-9" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Jean's chat - she's running St Mary's Luddenden's harvest supper; today "
                                            "Tue 27 September 2050, the supper is Sat 1 October)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="about an hour - 8 till 9 (38 lots), so the band are on at 9", actual=reply)
