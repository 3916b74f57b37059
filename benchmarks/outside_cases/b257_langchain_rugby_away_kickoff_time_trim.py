"""Batch 257 (held out). A rugby club's away fixture: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: Ryburn Valley RUFC's 1st XV are away at Wharfedale Vale on Sat 18th Nov 2051 - the club minibus and the van,
a pie and peas do after, the usual fines on the way home. Dave (the 1sts' team manager) chats with the club's helper
through the week while he sorts it; each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the fixture - away at Vale, KO 3pm, bus from the
clubhouse at 12.30. Turn 2 is the minibus seats. In turn 3 Dave says Vale's secretary has rung - their main pitch
is under water, so it's on their 3G, and that's booked for the juniors at 4, so KO's brought forward to 2pm, bus
at 11.30 now. Turns 4 to 8 are the kit, the copy of the club website's fixtures page he wants checked (still "KO
3.00pm", he'll get it changed), the food after, the ref and the injuries. By turn 9 the trim drops turns 1 to 3;
turns 4 to 8 stay. Question (turn 9, Thu 16/11, for Nathan's dad): "what time's KO sat? Nathan's dad wants to come
+ watch, he's driving up separate" -> expected 2pm (on the 3G). The assistant says 3pm.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that made KO
2pm was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window the model
saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on 2pm, the 3G or
the waterlogged pitch); the website copy, the food and the ref are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b257_langchain_rugby_away_kickoff_time_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what time's KO sat? Nathan's dad wants to come + watch, he's driving up separate"
TURNS = [
    ("1sts AWAY 🏉 sat 18th nov at Wharfedale Vale, KO 3pm. minibus + the van from the clubhouse 12.30. can u keep "
     "track of it all for me this wk",
     "Will do - 1st XV away at Wharfedale Vale on Sat 18 Nov, kick-off 3pm; minibus and van from the clubhouse at "
     "12.30."),
    ("bus seats - 16 on the minibus, Kev driving the van w/ 5 + the kit bags. £5 a head, pay Gaz",
     "16 on the minibus, Kev taking 5 and the kit bags in the van; £5 a head to Gaz."),
    ("Vale's sec just rang 🙄 their main pitch is under water so we're on their 3G, + that's booked for juniors at "
     "4 so KO's brought forward to 2pm. bus at 11.30 now then, I'll tell the lads",
     "Got it - it's on Vale's 3G now and kick-off is 2pm, so the bus leaves at 11.30."),
    ("kit - blues as they play in green, socks + shorts are in the bag, Woody's mum has washed them (legend)",
     "Blue shirts as Vale play in green; socks and shorts are in the kit bag, washed by Woody's mum."),
    ("can u check our website's fixtures page is right - 'Sat 18 Nov | Wharfedale Vale (A) | 1st XV | KO 3.00pm | "
     "Bus 12.30' - I'll get Tom to change what needs changing",
     "The opposition and the date are right on that line; Tom can update whatever's changed."),
    ("food after - pie + peas in their clubhouse, £6 each, they need numbers by fri so tell me if ur staying",
     "Pie and peas after at Vale's clubhouse, £6 each - numbers to you by Friday."),
    ("ref's Mr Lumb again 😂 he wants the teamsheet 30 mins b4 KO + the front row cards checked",
     "Mr Lumb is refereeing; teamsheet to him 30 minutes before kick-off, front row cards checked."),
    ("injuries - Macca's out (ankle), Jonno's on the bench, Big Steve's back at 3. Nathan starts at 10 🙌",
     "Macca's out with his ankle, Jonno on the bench, Big Steve back at 3 and Nathan starting at 10."),
    (QUESTION,
     "3pm kick-off at Wharfedale Vale - he'll want to be there by about half 2."),
]
WINDOW = 11
GONE = ("2pm", "3g", "under water", "brought forward")


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
            assert any("KO 3.00pm | Bus 12.30" in str(m.content) for m in window), window
            assert any("pie + peas in their clubhouse" in str(m.content) for m in window), window
            assert any("ref's Mr Lumb again" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("KO's brought forward to 2pm" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Dave's chat - he's team manager of Ryburn Valley RUFC's 1st XV; today "
                                            "Thu 16 November 2051, away at Wharfedale Vale Sat 18 Nov)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="2pm - it's on Vale's 3G and the juniors have it at 4", actual=reply)
