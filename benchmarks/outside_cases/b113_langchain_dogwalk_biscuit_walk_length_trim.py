"""Batch 113 (held out). A dog-walking business's running chat with its helper: LangChain
InMemoryChatMessageHistory + trim_messages (last 14 messages), one root span per turn.

App: Kirsty runs Pawsabout, a one-woman dog-walking business, and keeps a running chat with the helper about the
dogs, keys and clients' quirks; each turn the chat is trimmed to its last 14 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Kirsty says Biscuit (the Hendersons' lab) had his
knee op on 2/6 and the vet says lead walks only, 20 mins max, for 6 wks. By turn 8 the trim drops turn 1; the
"all my solo walks are an hour" line and Biscuit's key line stay. Question: "how long do i take biscuit out for
tmrw?" -> expected 20 minutes on the lead. The assistant says an hour.

Expected verdict: UpdateError at langchain.trim_messages (turn 8's trim, wrapped in fault()). Asserted: turn 1 is in
every earlier window and missing from turn 8's; the hour-long-solo line is in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b113_langchain_dogwalk_biscuit_walk_length_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how long do i take biscuit out for tmrw? got him at 11 between the Kaurs and the school run"
TURNS = [
    ("biscuit (hendersons lab) had his knee op 2/6 - vet says lead walks ONLY, 20 mins max, for 6 wks. no ball, "
     "no off lead, no group. he will pull like a train lol",
     "Biscuit: lead only, 20 minutes max, for six weeks from 2 June - no ball, no off-lead, no group."),
    ("for the record, all my solo walks are an hour, £15, group walks 1.5 hrs £12 a dog",
     "Solo walks: an hour, £15. Group walks: an hour and a half, £12 a dog."),
    ("hendersons key is in the keysafe by the garage, code 4471, NOT the front door one",
     "Hendersons: key in the keysafe by the garage, code 4471."),
    ("Mrs Kaur's spaniel Ziggy - she wants him towelled off before he goes in, towels in the porch",
     "Ziggy: towel him off before he goes in; towels are in the porch."),
    ("new client from 15/6 - Rosie, whippet, Tue + Thu 1.30pm, Ivy Cottage on Mill Lane, v nervous of bikes",
     "Rosie (whippet) from 15 June, Tue and Thu 1.30pm, Ivy Cottage, Mill Lane - nervous of bikes."),
    ("van's MOT fri 12th 8.30, Dave says he'll lend me the Berlingo for the morning",
     "Van MOT Friday 12th at 8.30; Dave's lending you the Berlingo."),
    ("invoices for may - sent all except the Pearsons, they've changed bank, waiting on details",
     "May invoices sent except the Pearsons' - waiting for their new bank details."),
    (QUESTION,
     "An hour - that's your standard solo walk. Key's in the keysafe by the garage, 4471."),
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
            assert not any("20 mins max" in str(m.content) or "20 minutes max" in str(m.content)
                           for m in window), window
            assert any("all my solo walks are an hour" in str(m.content) for m in window), window
            assert any("keysafe by the garage" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("20 mins max" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Kirsty's dog-walking chat: dogs, keys, clients, walks)", mock=mock,
                       history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="20 minutes max, on the lead - vet's orders after his knee op", actual=reply)
