"""Batch 135 (held out). A community radio station manager's chat: LlamaIndex Memory (sync put/get), one root span
per turn.

App: Pete manages Wharfe Valley FM and chats with his helper while he sorts the week - studio slots, presenters,
engineering, ads; the chat is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has studio A's desk being serviced Tue 8th 2-6
(afternoon show in B that day); Bev planning a Christmas special of her Folk Hour on Thu 10th with 3 singers in
studio B; Sanjay fixing mic 2 in B; then Bev texting that her mum's had a fall and is in hospital in Carlisle, she's
driving up tonight, so no Folk Hour on Thursday - the November repeat goes out and the special moves to the week
after; then the new ads. The model puts it down to the studio work. Question (Weds 9/12, Pete): "why's bev not on
thurs? someone's rung in asking, want to say the right thing" -> expected her mum's had a fall and is in hospital
in Carlisle, Bev's gone up to be with her (the repeat's on instead). The assistant says the desk's being serviced.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): Bev's text - her
mum's fall, Carlisle, no Folk Hour, the repeat - is in the context the model was given, next to the Tuesday desk
service, and it gave the service as the reason. Asserted: Bev's text and the desk service line are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b135_llamaindex_radio_folk_hour_why_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "why's bev not on thurs? someone's rung in asking, want to say the right thing"
TURNS = [
    ("studio A desk being serviced tues 8th 2-6 (the engineer from Leeds), so afternoon show's in B that day, tell "
     "Kel",
     "Studio A's desk is being serviced Tue 8th 2-6pm, so the afternoon show runs from studio B that day; I'll "
     "remind you to tell Kel."),
    ("bev wants to do a xmas special of the folk hour thurs 10th, 3 singers live in B, 8-9 as usual",
     "Bev's planning a Christmas special of the Folk Hour on Thu 10th, 8-9pm, with three singers live in studio B."),
    ("sanjay's fixed mic 2 in B at last, was the lead not the mic lol",
     "Mic 2 in studio B is fixed - it was the lead."),
    ("bev just texted - her mum's had a fall, she's in hospital in Carlisle, bev's driving up tonight. so no folk hour "
     "thurs, put the repeat of the november one out + she'll do the xmas special the week after (17th)",
     "Sorry to hear about Bev's mum. No live Folk Hour on Thursday - the November repeat goes out at 8, and the "
     "Christmas special moves to the 17th."),
    ("2 new drivetime ads from mon - the garden centre + Carpet World, 30 secs each, 3 plays a day",
     "Two new drivetime ads from Monday (the garden centre and Carpet World), 30 seconds, three plays a day each."),
    (QUESTION,
     "Studio's out of action - the desk's being serviced, so Bev can't do it live and the November repeat is going "
     "out instead."),
]

memory = Memory.from_defaults(session_id="pete-wvfm", token_limit=20000)
reply = ""
for i, (text, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        memory.put(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in memory.get()]
        if i == len(TURNS):
            context = ["Today is Weds 9 December 2037. You are talking to Pete, station manager at Wharfe Valley "
                       "FM."] + lines[:-1]
            assert any("studio A desk being serviced tues 8th 2-6" in c for c in context), context
            assert any("her mum's had a fall, she's in hospital in Carlisle" in c and "no folk hour thurs" in c
                       for c in context), context
            with fault():
                reply = answer(text, context, mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        memory.put(ChatMessage(role="assistant", content=reply))
finish(QUESTION, expected="her mum's had a fall and is in hospital in Carlisle - Bev's gone up to be with her, so the "
                          "November repeat's on", actual=reply)
