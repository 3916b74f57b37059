"""Batch 164 (held out). A beer and cider festival's organisers' chat: Zep facts (sync client, offline stand-in), one
root span per post and one for the question; the answer call has the facts and names the man who's laid up.

App: the Hexley Beer and Cider Festival organisers (Gaz, chair; Rob, cellar manager; Priya, treasurer) keep their
chat in a Zep thread; the festival's helper answers volunteers and brewers from a graph search of the facts. The
festival is Fri 17th - Sat 18th June 2039 at the Corn Exchange.

Planted fault (ResponseError, ignored sufficient context): the facts have, from 2039-05-20, the volunteer list -
token desk Priya and Tom Fri, Priya and Anj Sat, cellar Rob both days, first aid St John's; from 3/6, Priya's cash-up
routine; from Tue 14th June, Rob having done his back in lifting a kilderkin off the dray - he's fine for Friday
sat on a stool in the cellar bossing people about, but Kev from the CAMRA branch is doing the cellar Saturday, Rob's
on the bottle stall sitting down; from 2039-06-15T09:30, the brewers' drop-off times. The model names Rob from the
volunteer list. Question (Fri 17/6, a Three Fells drayman): "who's in charge of the cellar tmrw? got a late cask of
porter to drop off sat am" -> expected Kev from the CAMRA branch (Rob's done his back, he's only on Friday). The
assistant says Rob.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): Kev doing Saturday's
cellar is in the facts the model was given, next to the volunteer list it answered from. Asserted: the context has
the volunteer list with Rob on the cellar both days and Rob's back with Kev on Saturday.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b164_zep_beerfest_cellar_who_response", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "hexley-beer-festival-2039", "beer-festival-organisers"
POSTS = [
    "2039-05-20 Gaz - volunteers: token desk fri Priya + Tom, sat Priya + Anj. cellar Rob both days. first aid St "
    "Johns both days, they want a table by the door",
    "3/6 Priya - I'm cashing up each night, tokens in the red tin, takings to the night safe at Barclays, Tom's "
    "walking down w me",
    "Tue 14th June Rob - done my back in lifting a kilderkin off the dray 🙄 I'm ok for fri sat on a stool in the "
    "cellar bossing ppl about but Kev from the CAMRA branch is doing the cellar sat, I'll be on the bottle stall sat "
    "down",
    "2039-06-15T09:30 Gaz - brewers dropping off thurs 8-12 at the back door on Mill St, NOT the front, market's on",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Beer festival organisers")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Beer festival organisers")])

question = "who's in charge of the cellar tmrw? got a late cask of porter to drop off sat am"
with turn_span("question Fri 17/6"):
    facts = client.graph.search_edges(GRAPH, query="cellar in charge saturday Rob Kev", page_size=10).items
    context = ["Today is Fri 17 June 2039 (the festival is Fri 17 - Sat 18 June). You are talking to a drayman from "
               "Three Fells brewery."] + [f.fact for f in facts]
    assert any("cellar Rob both days" in c for c in context), context
    assert any("Kev from the CAMRA branch is doing the cellar sat" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="Rob - he's the cellar manager both days, so ask for him at the back "
                                               "door.")
finish(question, expected="Kev from the CAMRA branch - Rob's done his back and is only on the cellar Friday",
       actual=reply)
