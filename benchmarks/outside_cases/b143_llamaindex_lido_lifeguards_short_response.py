"""Batch 143 (held out). A lido friends group chair's chat before opening day: LlamaIndex Memory (sync put/get), one
root span per turn.

App: Gill chairs the Friends of Hebble Lido, who help the council open the outdoor pool (opening Sat 23rd May). She
chats with her helper in the run-up - lifeguards, the heat pump, the cafe, tickets - and the chat is kept in
LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1, Gareth at the council saying
opening Saturday needs 8 lifeguards on the rota - 4 poolside each shift, two shifts (10-2, 2-6), nobody doing both;
in turn 2 the friends' lifeguards with a current NPLQ - Ellie, Sam, Priya, Tom and Jess, 5; in turn 3 the cafe; in
turn 4 that Josh passed his NPLQ on Saturday (second go) and, in the same message, the heat pump's got the water to
19 degrees; in turn 5 the ticket prices. The model counts 5 and leaves Josh out. Question (Tue 19/5, Gill): "how
many more lifeguards do we need to find for opening sat? gareth's asking by tomorrow" -> expected 2 (8 needed; the 5
plus Josh make 6). The assistant says 3.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the 8 needed, the 5
with a current NPLQ and Josh passing his are all in the context the model was given, and it gave a shortfall that
leaves Josh out. Asserted: the three are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b143_llamaindex_lido_lifeguards_short_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "how many more lifeguards do we need to find for opening sat? gareth's asking by tomorrow"
TURNS = [
    ("Gareth (council) says opening sat needs 8 lifeguards on the rota - 4 poolside each shift, 2 shifts 10-2 + 2-6, "
     "nobody doing both. ugh",
     "So opening Saturday needs 8 lifeguards: 4 poolside on each of two shifts (10-2 and 2-6), with nobody doing "
     "both."),
    ("ours with a current NPLQ: Ellie, Sam, Priya, Tom + Jess. so 5",
     "Five of the friends have a current NPLQ: Ellie, Sam, Priya, Tom and Jess."),
    ("cafe sorted for the wknd, Bev + Tom sun morning, new Gaggia's in",
     "The cafe is covered for the weekend - Bev and Tom on Sunday morning - and the new Gaggia is in."),
    ("Josh passed his NPLQ on sat!!! 2nd go, he's made up. + heat pump man finally done, water's at 19 deg",
     "Well done Josh - he passed his NPLQ on Saturday at the second attempt. And the heat pump's done, with the water "
     "at 19 degrees."),
    ("tickets £4.50 adults, £2 kids, season tix £60, kiosk takes cards now",
     "Tickets: £4.50 adults, £2 children, £60 for a season ticket; the kiosk now takes cards."),
    (QUESTION,
     "3 - you need 8 and have 5 with a current NPLQ (Ellie, Sam, Priya, Tom and Jess)."),
]

memory = Memory.from_defaults(session_id="hebble-lido-gill", token_limit=20000)
reply = ""
for i, (text, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        memory.put(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in memory.get()]
        if i == len(TURNS):
            context = ["Today is Tue 19 May 2037. You are talking to Gill, who chairs the Friends of Hebble Lido "
                       "(opening Sat 23 May)."] + lines[:-1]
            assert any("needs 8 lifeguards on the rota" in c for c in context), context
            assert any("Ellie, Sam, Priya, Tom + Jess. so 5" in c for c in context), context
            assert any("Josh passed his NPLQ on sat" in c for c in context), context
            with fault():
                reply = answer(text, context, mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        memory.put(ChatMessage(role="assistant", content=reply))
finish(QUESTION, expected="2 - 8 needed, and with Josh passing his NPLQ there are 6", actual=reply)
