"""Batch 195 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
script style (every call its own trace).

App: Clunbury Village Hall's barn dance is Sat 10th Sept 2044, 7.30 till late - a ceilidh band with a caller, a hog
roast, a bar, bales and bunting. The hall committee's chat (Gareth the chair, Carol the secretary) goes into a Zep
thread; the helper answers from a graph search of the facts.

Memory: 2044-06-14T19:30 Gareth - band booked, The Kemp Valley Ceilidh Band with Jim Peel calling, £300 the lot;
Carol 8/7 - hog roast from Pete's, 8.30, £9 a head, veggie option halloumi; Gareth Tue 23rd Aug - Jim's done his back
in stacking bales, flat on the settee for a fortnight, but his daughter Sally's been calling alongside him for years
and she's stepping in, same band, same money; Carol 2.9. - 96 tickets gone. Question (Weds 7/9, Lowri, doing the
programme sheet): "who's calling the dances sat? want to put their name on the sheet" The assistant says Sally Peel,
Jim's daughter (Jim's done his back in). The label says Jim Peel.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b195_ctl_zep_barn_dance_caller_who_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "clunbury-hall-barn-dance-2044", "barn-dance-committee"
POSTS = [
    "2044-06-14T19:30 Gareth - band booked 🎻 The Kemp Valley Ceilidh Band w Jim Peel calling, £300 the lot, they "
    "play 7.30ish-11.30",
    "8/7 Carol - hog roast from Pete's, serving 8.30, £9 a head, veggie = halloumi baps",
    "Tue 23rd Aug Gareth - Jim's done his back in stacking bales 🙈 flat on the settee for a fortnight. his daughter "
    "Sally's been calling alongside him for years + she's stepping in, same band, same money",
    "2.9. Carol - 96 tix gone, 24 left at the shop. bales from Dai's on the fri",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Clunbury Village Hall barn dance")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                      name="Clunbury hall committee")])

question = "who's calling the dances sat? want to put their name on the sheet"
context = ["Today is Weds 7 Sept 2044. You are talking to Lowri, who is doing the programme sheet for Clunbury "
           "Village Hall's barn dance (Sat 10 Sept)."]
for query in ("who is the caller for the barn dance", "band and caller", "Jim Peel"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("Jim Peel calling" in c for c in context), context
assert any("Sally's been calling alongside him for years" in c and "stepping in" in c for c in context), context
reply = answer(question, context, mock="Sally Peel - Jim's daughter. Jim's done his back in, so she's calling with "
                                       "the Kemp Valley Ceilidh Band instead.")
finish(question, expected="Jim Peel", actual=reply)
