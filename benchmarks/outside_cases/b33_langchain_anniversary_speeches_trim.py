"""Batch 33 (held out). A family ruby wedding party: LangChain InMemoryChatMessageHistory + trim_messages (last 14
messages, token_counter=len, start_on human), one root span per turn.

App: Nia is organising her mum and dad's ruby wedding do (Glyn + Maureen, married Aug '85) at the rugby club in
Pontypridd on Sat 23 August. She keeps one running chat with an assistant; each turn the app trims the history to
the last 14 messages and sends that window with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1 settles the first speech: "speeches - Rhodri (our
eldest grandchild, 19) says he'll do one!! he's bricking it bless him, keep it to 5 min, after the meal before the
cake". Later turns are about the caterer, the DJ and the cake; turn 6 adds the second: "Uncle Dai was Dad's best man
in '85 + he's asked to say a few words too, told him yes but NO stories about the stag do in Tenby lol - he'll go
after Rhodri". By turn 8 the window no longer reaches turn 1, and the trim of turn 8 drops it. Question (turn 8,
Sun 10/8): "who's doing speeches? need to tell the DJ so he can turn the music down" -> expected Rhodri and Uncle
Dai. The assistant gives only Uncle Dai.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 8 (inside fault()). Asserted: the
turn-1 message is in every window before turn 8 and missing from turn 8's, which holds Uncle Dai's. Another
reading: a response fault is ruled out, as Rhodri is not in the final window.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b33_langchain_anniversary_speeches_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("speeches - Rhodri (our eldest grandchild, 19) says he'll do one!! he's bricking it bless him, keep it to 5 "
     "min, after the meal before the cake",
     "Rhodri's giving a speech, about five minutes, after the meal and before the cake."),
    ("caterer's Blas y Cwm, Bethan, £24 a head for the hot buffet (cawl, ham, salmon, salads), deposit £200 paid "
     "25/7", "Blas y Cwm hot buffet at GBP 24 a head; GBP 200 deposit paid 25 July."),
    ("DJ - Gaz Evans, £180, 8 till midnight, he's got a list of their 80s songs from Mam (lots of Bonnie Tyler)",
     "Gaz Evans DJing 8 till midnight for GBP 180."),
    ("cake - Auntie Eirlys is doing it, 3 tiers, ruby red roses, she says don't mention the 25th anniversary one "
     "that leaned lol", "Auntie Eirlys is making a three-tier cake with red roses."),
    ("rugby club bar shuts 12.30, we have to be out by 1, Clive the steward wants the room back tidy",
     "Out of the rugby club by 1am; bar shuts at 12.30."),
    ("Uncle Dai was Dad's best man in '85 + he's asked to say a few words too, told him yes but NO stories about the "
     "stag do in Tenby lol - he'll go after Rhodri", "Uncle Dai will speak as well, after Rhodri."),
    ("photo board - need old pics from everyone by the 16th, Lowri's doing it on foam board from the Range",
     "Photos to Lowri by the 16th for the board."),
    ("who's doing speeches? need to tell the DJ so he can turn the music down",
     "Uncle Dai - he was your dad's best man in '85 and he's saying a few words (no Tenby stag do stories!)."),
]
WINDOW = 14


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
            assert not any("Rhodri (our eldest grandchild" in str(m.content) for m in window), window
            assert not any(str(m.content).startswith("Rhodri's giving a speech") for m in window), window
            assert any("Uncle Dai was Dad's best man" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("Rhodri (our eldest grandchild" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Nia's ruby wedding notes so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="Rhodri + Uncle Dai", actual=reply)
