"""Batch 368 (held out). A Shetland fishing co-op's ice allocation: Zep facts (sync client, offline stand-in),
script style (every call its own trace); the answer call has the moved ice slot and the day it was said in its
context, and counts "the day after tomorrow" from the wrong day.

App: the Scalloway Fishermen's Co-op run the ice plant on the pier for their whitefish boats - a weekly ice rota,
20-25 t a boat, the plant open 0600-1400. The harbour office, the ice plant and the skippers post in the co-op's
chat, which goes into a Zep thread; the helper answers skippers' questions from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have the harbour office's rota of 2051-03-13
0900 (Mon Radiant Star LK 297, Tues Guide Us LK 985, Thurs the Morning Dawn LK 61, 20 t each); Magnie's Tues 14/3
post (the Morning Dawn needs 25 t, they're going west); the ice plant's post of Weds 15/3 1130 - the compressor's
tripped, no ice the morn, the Morning Dawn's slot moves to the day after tomorrow, 0600, 25 t, the plant will phone;
and the harbour office's Thurs 16/3 post - the engineer's in, parts on the NorthLink tonight, should be fine for
the Friday. Question (Thurs 16/3, 1000, Magnie, skipper of the Morning Dawn): "when's our ice now? crew want to know
when to be down at the plant" -> expected Friday 17 March at 0600, 25 t ("the day after tomorrow" in a post of Weds
15th is Friday 17th, and Thursday's post says the plant should be fine for the Friday). The model counts the day
after tomorrow from today and says Saturday 18th at 0600.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given hold the ice plant's Weds 15/3 post with its own date, and the Thursday post naming the Friday, so the context
was enough for Friday 17th, and the model gave Saturday 18th. Asserted: the context has the Weds 15/3 post with
"the day after tomorrow" and the Thursday post's "fine for fri".
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b368_zep_scalloway_coop_ice_slot_when_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "scalloway-coop", "ice-rota-2051"
POSTS = [
    ("harbour office", "2051-03-13 0900 harbour office - ICE ROTA this wk: mon Radiant Star LK 297, tues Guide Us LK "
                       "985, thurs the Morning Dawn LK 61, 20 t each. plant open 0600-1400, HW 0705 mon"),
    ("Magnie", "Tues 14/3 Magnie (Morning Dawn) - we'll need mair this time, 25 t, we're going west to the edge. "
               "fuel 8,000 L booked wi the tanker thurs"),
    ("ice plant", "Weds 15/3 1130 ice plant - compressor's tripped 😩 no ice the morn. Morning Dawn's slot moves to "
                  "the day after tomorrow, 0600, 25 t. we'll phone if it changes"),
    ("harbour office", "Thurs 16/3 harbour office - engineer's in, parts coming on the NorthLink tonight, should be "
                       "fine for fri. SW 5-6 backing S 7 sat so get your ice while ye can"),
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Scalloway Fishermen's Co-op")
client = zep_client(server)
for who, text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name=who)])

question = "when's our ice now? crew want to know when to be down at the plant"
context = ["Today is Thurs 16 March 2051, 1000. You are talking to Magnie, skipper of the Morning Dawn LK 61 "
           "(Scalloway Fishermen's Co-op)."]
for query in ("ice slot Morning Dawn", "when is the ice", "ice plant compressor"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("Weds 15/3 1130" in c and "slot moves to the day after tomorrow, 0600, 25 t" in c for c in context), context
assert any("should be fine for fri" in c for c in context), context
with fault():
    reply = answer(f"(Magnie) {question}", context,
                   mock="Saturday 18th at 0600, 25 t - the plant moved you to the day after tomorrow after the "
                        "compressor tripped.")
finish(question, expected="Friday 17 March at 0600, 25 t - the day after the plant's Wednesday post", actual=reply)
