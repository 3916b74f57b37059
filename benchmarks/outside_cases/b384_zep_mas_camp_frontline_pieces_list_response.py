"""Batch 384 (held out). A carnival mas camp: Zep facts (sync client, offline stand-in), script style (every call
its own trace); the answer call has the changed costume pieces in its context and lists the ones from the launch.

App: Bois Canot Mas bring out the section Flamboyant for Carnival 2051 (Mon 13/02 and Tue 14/02) - frontline and
backline costumes, the wire-benders at the camp making the headpieces and backpacks, collection at the camp the
week before Carnival. Shelly-Ann (the section leader) and Joel (the band's admin) put the section's WhatsApp group
into a Zep thread; the helper answers masqueraders' questions from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Shelly-Ann's 12/09/50 post - FRONTLINE
female: headpiece, bra, bottoms, belt, backpack, arm pieces, leg pieces, TT$9,500; her 03/11 post - the wire
benders say the frontline backpack is too heavy for the road (Akil can't get it under 6 lb), so NO backpack, a
collar and a bigger headpiece instead, and leg pieces are optional now, only if you order and pay TT$450 by 30/11;
Joel's Fri 02/12 post - leg pieces orders closed, only Jodi-Ann and Renee ordered, the rest of allyuh no leg
pieces; Joel's 20/01/51 post - collection 04/02 to 08/02 at the camp, 4-9pm. Question (Thu 02/02, Tamika, frontline,
who did not order leg pieces): "what pieces I collecting for my frontline costume? doh want to reach home and find
something missing" -> expected headpiece, collar, bra, bottoms, belt, arm pieces (no backpack, no leg pieces). The
model lists the launch set: headpiece, bra, bottoms, belt, backpack, arm pieces and leg pieces.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the backpack swapped for a collar and leg pieces only for the two who ordered them, and the model gave
the launch list. Asserted: the context has the launch list, the no-backpack post and the leg-pieces-closed post.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b384_zep_mas_camp_frontline_pieces_list_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "bois-canot-mas", "flamboyant-section-2051"
POSTS = [
    "12/09/50 Shelly-Ann - FLAMBOYANT 🔥 FRONTLINE female: headpiece, bra, bottoms, belt, backpack, arm pieces + leg "
    "pieces. TT$9,500, 50% deposit to hold it",
    "03/11 Shelly-Ann - wire benders say the frontline backpack too heavy for the road, Akil cyar get it under 6 "
    "lb, so NO backpack 🙏 allyuh getting a collar + a bigger headpiece instead. leg pieces optional now, only if "
    "yuh order + pay TT$450 by 30/11",
    "Fri 02/12 Joel - leg pieces orders CLOSED, only Jodi-Ann + Renee order, rest of allyuh no leg pieces",
    "20/01/51 Joel - collection 04/02-08/02 at the camp 4-9pm, bring receipt + ID, costume bag provided",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Bois Canot Mas - Flamboyant")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                      name="Flamboyant WhatsApp")])

question = "what pieces I collecting for my frontline costume? doh want to reach home and find something missing"
context = ["Today is Thu 02/02/2051. You are talking to Tamika, frontline in the Flamboyant section of Bois Canot Mas "
           "(she did not order leg pieces)."]
for query in ("frontline costume pieces", "backpack collar headpiece", "leg pieces order"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("headpiece, bra, bottoms, belt, backpack, arm pieces + leg pieces" in c for c in context), context
assert any("so NO backpack" in c and "collar + a bigger headpiece instead" in c for c in context), context
assert any("rest of allyuh no leg pieces" in c for c in context), context
with fault():
    reply = answer(f"(Tamika) {question}", context,
                   mock="Yuh frontline set is: headpiece, bra, bottoms, belt, backpack, arm pieces and leg pieces. "
                        "Check them all in the bag before yuh leave the camp.")
finish(question, expected="headpiece, collar, bra, bottoms, belt and arm pieces - no backpack (too heavy, swapped for "
                          "the collar) and no leg pieces since she didn't order them", actual=reply)
