"""Batch 366 (held out). A care home's outings: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: Sunnybank care home's activities coordinator, Dee, plans the spring outing to Whitby (Thu 13/04/51) with the
home's helper; each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 (2051-03-20) is the trip - the home's minibus, 8 seats
with 2 wheelchair spaces, fish and chips at the Magpie, £15 a head, the residents' fund pays the fuel. Turn 2 is the
sign-up, 6 residents and 2 escorts. In turn 3 (Weds 22.03) Dee writes "amended:" - the minibus failed its MOT and
the garage can't do it before April, so it's a coach from Dales Travel with a lift, £7 a head on top, so £22 per
resident including the fish and chips; families informed by letter. Turns 4 to 8 are the escorts (family who come
pay for their own), Rm 12's wheelchair, what to pack, toilet stops, and the Magpie confirming the table at 12:30 -
cod and chips £15 each with tea. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Mon
27/03): "Rm 12's dtr is asking how much the Whitby trip is per resident - what do I tell her?" -> expected £22 (£15
fish and chips + £7 coach). The assistant says £15.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that made it
£22 a head was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window the
model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on the coach,
the MOT, £7 or £22); the Magpie's £15 and the escorts' turn are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b366_langchain_outing_cost_per_head_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "Rm 12's dtr is asking how much the Whitby trip is per resident - what do I tell her?"
TURNS = [
    ("2051-03-20 WHITBY TRIP 🐟 Thu 13/04, our minibus (8 seats, 2 w/chair spaces), leave 10:00 back for tea. fish + "
     "chips at the Magpie, £15 a head, residents' fund covers fuel. can u keep track for me",
     "Will do - Whitby on Thu 13 April in the home's minibus (8 seats, 2 wheelchair spaces), leaving 10:00 and back "
     "for tea; fish and chips at the Magpie at £15 a head, fuel from the residents' fund."),
    ("signed up so far: E.B. Rm 12, T.O. Rm 21, L.S. Rm 3, M.C. Rm 11, F.W. Rm 7, J.P. Rm 2 + me and Kerry escorting",
     "Six residents so far - E.B. (Rm 12), T.O. (Rm 21), L.S. (Rm 3), M.C. (Rm 11), F.W. (Rm 7), J.P. (Rm 2) - with "
     "you and Kerry escorting."),
    ("Weds 22.03 amended: minibus failed its MOT 🙄 garage can't do it b4 April, so it's a coach from Dales Travel "
     "w/ a lift, £7 a head on top - so £22 per resident incl the fish + chips. families informed by letter today",
     "Updated: a Dales Travel coach with a lift instead of the minibus, so it's £22 per resident now - £15 for the "
     "fish and chips plus £7 for the coach. Families have had a letter."),
    ("late entry: T.O.'s son + M.C.'s dtr want to come as escorts - fine, family escorts pay for their own chips",
     "Noted - T.O.'s son and M.C.'s daughter will come as escorts and pay for their own chips."),
    ("Rm 12 E.B. - her own wheelchair's got a flat tyre, maintenance say fixed by Fri, otherwise borrow the spare from "
     "the office",
     "E.B.'s wheelchair should be fixed by Friday; if not, she can take the office spare."),
    ("packing list: blankets, macs, hats, spare pads + wipes, each resident's med bag w/ the lunchtime round sorted by "
     "the nurse b4 we go, water bottles named",
     "Packing: blankets, macs, hats, spare pads and wipes, a named water bottle each, and each resident's med bag with "
     "the lunchtime round made up by the nurse before you leave."),
    ("toilet stops - Pickering on the way (disabled loos by the car park), the Magpie has one downstairs",
     "Toilet stops at Pickering on the way (disabled toilets by the car park) and downstairs at the Magpie."),
    ("Magpie rang back - table for 10 at 12:30 confirmed, cod + chips £15 each w/ tea, they'll do smaller portions "
     "for anyone who wants",
     "The Magpie has confirmed a table for 10 at 12:30 - cod and chips at £15 each with tea, smaller portions on "
     "request."),
    (QUESTION,
     "£15 per resident - that's the cod and chips at the Magpie with a cup of tea."),
]
WINDOW = 11
GONE = ("coach", "mot", "£7", "£22")


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
            assert any("cod + chips £15 each" in str(m.content) for m in window), window
            assert any("family escorts pay for their own chips" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("so £22 per resident incl the fish + chips" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Dee's chat - she's the activities coordinator at Sunnybank care home; "
                                            "today Mon 27 March 2051, the Whitby trip is Thu 13 April)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="£22 per resident - £15 fish and chips plus £7 for the coach (the minibus failed its MOT)",
       actual=reply)
