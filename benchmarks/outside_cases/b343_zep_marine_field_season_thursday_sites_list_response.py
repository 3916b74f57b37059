"""Batch 343 (held out). A marine biology lab's field season: Zep facts (sync client, offline stand-in), script style
(every call its own trace); the answer call has the permit condition that takes a site off Thursday's list and its
substitute in its context, and gives the draft list.

App: the Reef Ecophysiology Group (lead: Dr K. Lim; field manager: S. Jovanovic; students RT and MP) run a week of
coral and seagrass sampling out of the Wallaby Reef field station in November 2051. The group's field thread goes
into Zep; the helper answers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Dr Lim's 2051-11-02 draft schedule (v1) -
Tue arrive and set up; Wed Harry's Bommie and Third Point; Thu North Reef flat and Pelican Bank; Fri a spare or
weather day; S. Jovanovic's 8/11 reminder that dive medicals must be lodged with the UDSO by Fri 10 Nov; Dr Lim's
Thu 9 Nov note that the permit conditions have come through - Pelican Bank falls within the seasonal seabird-nesting
closure (1 Oct - 31 Mar), so no landing or sampling there this trip, and the Coral Gardens back-reef transect (same
depth band) is to be done in its place; and MP's Sun 12 Nov packing note for Thursday. Question (Sun 12 Nov, RT):
"Which sites are we sampling on Thursday? I am pre-labelling the sample bags tonight." -> expected North Reef flat
and the Coral Gardens back-reef transect (two items from different facts: North Reef from the draft, Coral Gardens
from the permit note that replaces Pelican Bank). The model gives North Reef flat and Pelican Bank.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the draft schedule and
the permit note that takes Pelican Bank off and puts Coral Gardens in are both in the context the model was given,
and it answered from the draft. Asserted: the context has the draft's Thursday line and the permit note.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b343_zep_marine_field_season_thursday_sites_list_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "reef-ecophys-group", "wallaby-reef-nov-2051"
POSTS = [
    "2051-11-02T09:15 Dr K. Lim - Sampling schedule, draft v1 (circulated to all, comments welcome): Tue 14/11 "
    "arrive + set up wet lab; Wed - Harry's Bommie + Third Point; Thu - North Reef flat and Pelican Bank; Fri - "
    "spare / weather day. Seagrass cores at every site, coral fragments at the bommies only.",
    "8/11 S. Jovanovic - Reminder: all divers to have a current dive medical lodged with the UDSO by Fri 10 Nov; it "
    "was made quite clear last season that no medical means no diving, no exceptions.",
    "Thu 9 Nov Dr K. Lim - The permit conditions have come through. Pelican Bank falls within the seasonal "
    "seabird-nesting closure (1 Oct - 31 Mar), so no landing or sampling there this trip, regrettably. We'll do the "
    "Coral Gardens back-reef transect in its place - same depth band (2-4 m), so the design holds.",
    "Sun 12 Nov MP - Packing for Thursday: 2 x 50 m tapes, 20 quadrats, slates, the corer + 60 core sleeves, cool "
    "boxes x 3. Sample bags to be pre-labelled site_date_replicate.",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Reef Ecophysiology Group")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                      name="field thread")])

question = "Which sites are we sampling on Thursday? I am pre-labelling the sample bags tonight."
context = ["Today is Sun 12 November 2051. You are talking to RT, a PhD student in the Reef Ecophysiology Group "
           "(Wallaby Reef, 14-17 Nov 2051)."]
for query in ("Thursday sampling sites", "sampling schedule", "Pelican Bank permit closure"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("Thu - North Reef flat and Pelican Bank" in c for c in context), context
assert any("no landing or sampling there this trip" in c and "Coral Gardens back-reef transect in its place" in c
           for c in context), context
with fault():
    reply = answer(f"(RT) {question}", context,
                   mock="Thursday is North Reef flat and Pelican Bank - label the bags NRF and PB, "
                        "site_date_replicate.")
finish(question, expected="North Reef flat and the Coral Gardens back-reef transect (Pelican Bank is closed for "
                          "seabird nesting)", actual=reply)
