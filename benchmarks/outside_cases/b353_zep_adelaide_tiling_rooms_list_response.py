"""Batch 353 (held out). A tiler in Adelaide: Zep facts (sync client, offline stand-in), one root span per message
and one for the question; the answer call has the changed scope of the job in its facts and lists the first one.

App: Nick runs Prospect Tiling in Adelaide with Ryan, his apprentice; in May 2050 they're tiling at the Pappas's,
12 Mitchell St, Unley. Nick's job texts and the client's messages go into a Zep thread; the helper answers from a
graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Nick's 2050-05-02T07:15 message - Unley:
ensuite floor + walls and the laundry floor, 7.30am start Mon 16/5; Nick's 6/5 - the ensuite tiles (Carrara look
300x600 from Tile Mart) and the laundry's charcoal 450x450; Sophie Pappas's Tue 10/5 - they've decided to keep the
vinyl in the laundry for now ($$), but can he do the kitchen splashback instead, the white subway tiles; Nick's Wed
11/5 - no dramas, splashback about 3.2 sq m, VO #1 +$740 inc GST, the laundry comes off the quote (-$1,120); and
13/5 - the skip. Question (Fri 13/5, Ryan): "which rooms are we tiling at Unley from monday? want to load the right
tiles + trims in the ute" -> expected the ensuite (floor and walls) and the kitchen splashback - not the laundry
(the items sit in different messages: the ensuite in the first, the splashback in the client's and Nick's VO). The
model says the ensuite floor and walls, and the laundry floor.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the laundry dropped and the splashback added, and the model listed the first scope. Asserted: the
context has the first scope, the client's change and the VO.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b353_zep_adelaide_tiling_rooms_list_response", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "prospect-tiling", "unley-pappas-2050"
POSTS = [
    ("Nick", "2050-05-02T07:15 Nick - UNLEY (the Pappas's, 12 Mitchell St): ensuite floor + walls, laundry floor. "
             "7.30am start mon 16/5, should be 4 days"),
    ("Nick", "6/5 Nick - ensuite's the Carrara look 300x600 from Tile Mart Mile End, laundry's the charcoal 450x450, "
             "both on order, alu trims in the ute already"),
    ("Sophie Pappas", "Tue 10/5 Sophie Pappas - hi Nick we've decided to keep the vinyl in the laundry for now ($$) "
                      "sorry!! but can you do the kitchen splashback instead? the white subway ones I sent a pic of"),
    ("Nick", "Wed 11/5 Nick - no dramas Sophie, splashback's ~3.2 sq m, VO #1 +$740 inc GST, laundry comes off the "
             "quote (-$1,120). I'll grab the subway tiles thurs"),
    ("Nick", "13/5 Nick - skip's coming fri arvo for the old ensuite tiles, park the ute on the verge not the drive"),
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Prospect Tiling")
client = zep_client(server)
for i, (who, text) in enumerate(POSTS, 1):
    with turn_span(f"message-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name=who)])

question = "which rooms are we tiling at Unley from monday? want to load the right tiles + trims in the ute"
with turn_span("question Fri 13/5"):
    context = ["Today is Fri 13 May 2050. You are talking to Ryan, apprentice at Prospect Tiling."]
    for query in ("rooms tiling at Unley", "laundry ensuite splashback", "Unley job scope variation"):
        for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
            if f.fact not in context:
                context.append(f.fact)
    assert any("ensuite floor + walls, laundry floor" in c for c in context), context
    assert any("keep the vinyl in the laundry" in c and "kitchen splashback instead" in c for c in context), context
    assert any("laundry comes off the quote" in c for c in context), context
    with fault():
        reply = answer(f"(Ryan) {question}", context,
                       mock="The ensuite - floor and walls, the Carrara look 300x600 - and the laundry floor in the "
                            "charcoal 450x450. Alu trims are already in the ute.")
finish(question, expected="the ensuite (floor + walls) and the kitchen splashback - the laundry's off, they're keeping "
                          "the vinyl", actual=reply)
