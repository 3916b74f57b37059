"""Batch 204 (held out). A church's flower rota: Zep facts (sync client, offline stand-in), script style (every
call its own trace); the answer call has the rota and the swap in its facts and gives the Saturday from before the
swap.

App: St Peter's, Clun - the flower guild's WhatsApp group goes into a Zep thread: Margaret (who runs the rota) posts
the May rota, arrangers swap weeks between themselves; the helper answers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have, 2046-04-20T09:30, Margaret's May rota -
Sat 5th Pam, 12th Jean, 19th Sue, 26th Hilary (all altar + font, windowsills at Whitsun); Hilary can't do the 26th,
it's her granddaughter Ruby's christening in Leeds; Sue - "I'll swap with you Hilary, you have my 19th + I'll do the
26th x"; Hilary - thank you Sue, the 19th it is; Margaret, 2/5, Whitsun's the 12th/13th so red + white for the
altar that week. Question (Weds 16/5, Sue): "which sat am I on the flowers now? sorry Margaret, brain like a sieve this
month" -> expected Sat 26th May (she swapped with Hilary). The model says Sat 19th May.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the rota line with Sue
on the 19th and Sue's swap line (she does the 26th, Hilary her 19th) are both in the facts the model was given, and
it answered from the rota. Asserted: the context has both lines.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b204_zep_flower_rota_swapped_saturday_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "st-peters-clun-flower-guild", "flower-rota-2046"
POSTS = [
    "2046-04-20T09:30 Margaret - MAY ROTA 🌸 sat 5th Pam, 12th Jean, 19th Sue, 26th Hilary. altar + the font as "
    "usual, windowsills at Whitsun pls",
    "Hilary - oh Margaret I can't do the 26th, it's our Ruby's christening in Leeds 🙈 can anyone swap?",
    "Sue - I'll swap with you Hilary, you have my 19th + I'll do the 26th x",
    "Hilary - thank u Sue!! 19th it is 💐",
    "2/5 Margaret - Whitsun's the 12th/13th so red + white for the altar that wk Jean, I've ordered gladioli from "
    "Jackie's",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "St Peter's Clun flower guild")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                      name="St Peter's flower guild")])

question = "which sat am I on the flowers now? sorry Margaret, brain like a sieve this month"
context = ["Today is Weds 16 May 2046. You are talking to Sue, on St Peter's flower rota."]
for query in ("Sue flower rota saturday", "May rota", "swap weeks flowers"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("19th Sue, 26th Hilary" in c for c in context), context
assert any("you have my 19th + I'll do the 26th" in c for c in context), context
with fault():
    reply = answer(f"(Sue) {question}", context, mock="Saturday 19th May - the altar and the font, as "
                                                      "usual.")
finish(question, expected="Sat 26th May - Sue swapped with Hilary (Hilary does the 19th)", actual=reply)
