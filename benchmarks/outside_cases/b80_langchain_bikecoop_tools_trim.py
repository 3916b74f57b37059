"""Batch 80 (held out). A bike repair co-op's workshop sessions: LangChain InMemoryChatMessageHistory +
trim_messages (last 10 messages), one root span per turn.

App: Femi coordinates Spokes Bike Co-op's Thursday open workshop and plans it in a chat with an assistant. Each
turn the history is trimmed to the last 10 messages (starting on a human one) before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 says Ade is bringing the headset press back from his
garage and the new chain whip came in the Madison order (with an aside about the tea urn); turn 4 says the cone
spanner set arrived. At turn 6 the trim drops turn 1. Question: "which tools have we got coming back or new for
thursday?" -> expected the headset press, the chain whip and the cone spanners. The assistant names only the cone
spanners.

Expected verdict: UpdateError at langchain.trim_messages (the turn-6 trim, wrapped in fault()). Asserted: turn 1 is
in every earlier window and missing from turn 6's, which still has the cone spanners.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b80_langchain_bikecoop_tools_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("ok thurs 6-9 open workshop. Ade's bringing the headset press back from his garage (finally!!) and the new "
     "chain whip came in the Madison order tues. oh and someone's fixed the tea urn, it was the fuse",
     "Thursday 6-9pm open workshop. Ade is returning the headset press; the new chain whip has arrived. Tea urn "
     "working again."),
    ("mechanics on: Ade, Rosa till 8, Tomasz. Rosa doing the wheel truing clinic 6.30ish for anyone interested",
     "Ade, Rosa (until 8) and Tomasz on; Rosa runs a wheel truing clinic around 6.30."),
    ("parts low: 8spd chains x2 left, inner tubes 700c loads, 26\" only 3. brake blocks fine",
     "Low on 8-speed chains (two left) and 26-inch tubes (three); 700c tubes and brake blocks fine."),
    ("the cone spanner set (13-19mm, Park Tool) turned up today too, Tomasz ordered it w his own money, pay him "
     "back £38 from the tin",
     "Park Tool cone spanner set (13-19mm) arrived; pay Tomasz back £38 from the tin."),
    ("donations: 4 kids bikes from the school, 2 need new saddles. Mrs Kaur's old Raleigh for parts",
     "Four kids' bikes from the school (two need saddles) and Mrs Kaur's Raleigh for parts."),
    ("which tools have we got coming back or new for thursday? putting it on the whatsapp",
     "The Park Tool cone spanner set (13-19mm) that Tomasz bought - that's the only new one."),
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
            assert not any("headset press" in str(m.content) or "chain whip" in str(m.content)
                           for m in window), window
            assert any("cone spanner set" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("headset press back from his garage" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Spokes Bike Co-op workshop planning chat so far)", mock=mock,
                       history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish("which tools have we got coming back or new for thursday? putting it on the whatsapp",
       expected="headset press (Ade's returning it), the new chain whip, and Tomasz's cone spanners", actual=reply)
