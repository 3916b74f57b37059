"""Batch 162 (held out). A runner's chat about a town's pancake race: LangChain InMemoryChatMessageHistory +
trim_messages (last 10 messages), one root span per turn.

App: Kerry is running in the Brigg Bridge pancake race on Shrove Tuesday, Tue 9th March 2038 (heats for kids, men
and ladies, a 380 yard route from the Bull to the church gate, prizes off the Rotary). She chats with the race's
helper in the days before; each turn the chat is trimmed to its last 10 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 she passes on what the Rotary told her: you can hire a
pan for £2 on the day if you haven't got a proper one (they want them back after) - and, in passing, that it's an
apron and headscarf for the ladies' heat. Turn 2 is the route (the Bull to the church gate, toss at the start and the
finish), turn 3 the heats and prizes, turn 4 the entry (£3 each for grown ups, kids free, pay at the Rotary tent,
cash) and turn 5 parking at Tesco. By turn 6 the trim drops turn 1; turns 2 to 5 stay. Question (turn 6, Mon 8/3):
"how much do me + Leanne need to bring? neither of us has got a pan that isn't non stick rubbish" -> expected £10 (£3
entry + £2 pan hire each). The assistant says £6, the two entries.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn with the £2
pan hire was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 6's (nothing on hiring a pan); the route, heats and
entry turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b162_langchain_pancakerace_cost_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how much do me + Leanne need to bring? neither of us has got a pan that isn't non stick rubbish"
TURNS = [
    ("Rotary man said u can hire a pan for £2 on the day if u havent got a proper one, they want them back after "
     "mind. + it's an apron and headscarf for the ladies heat, tradition apparently 🙄",
     "Noted: pan hire £2 on the day (return it after); apron and headscarf for the ladies' heat."),
    ("route's the Bull down the high st to the church gate, 380 yds. u have to toss it at the start + again at the "
     "finish or ur disqualified",
     "Route: the Bull to the church gate, 380 yards; toss at the start and at the finish."),
    ("heats - kids 11.30, mens 11.45, ladies 12, final half 12. winner gets a £25 Greggs voucher + the frying pan "
     "trophy",
     "Heats 11.30 kids, 11.45 men, 12 ladies, final 12.30; £25 Greggs voucher and the trophy."),
    ("entry's £3 each for grown ups, kids free. pay on the day at the Rotary tent by the Bull, cash only i think",
     "Entry £3 per adult (kids free), cash at the Rotary tent by the Bull."),
    ("parking - market car park's shut for the stalls so park at Tesco, they're ok w it till 2",
     "Park at Tesco (fine until 2); the market car park is shut."),
    (QUESTION,
     "£6 between you - £3 each for the entry, cash at the Rotary tent by the Bull."),
]
WINDOW = 10


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
            assert not any("hire" in str(m.content) or "£2 " in str(m.content) for m in window), window
            assert any("route's the Bull" in str(m.content) for m in window), window
            assert any("heats - kids 11.30" in str(m.content) for m in window), window
            assert any("entry's £3 each" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("hire a pan for £2" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Kerry's chat - she's running in the Brigg Bridge pancake race on Shrove "
                                            "Tuesday, Tue 9 March 2038; today Mon 8 March 2038)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="£10 - £3 entry and £2 pan hire each", actual=reply)
