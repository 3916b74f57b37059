"""Batch 75 (held out), control. A children's birthday party business: Zep (sync client against the offline Zep v4
stand-in of tests/instrumentations), script style (each call its own trace).

App: Kelly of Party Pals logs bookings and supplier notes as messages on a Zep thread; her helper Shannon asks the
assistant, which answers from a graph edge search. Party Pals' cakes normally come from Sunita at Crumbs bakery on
Bath Rd. For the Patel twins' 7th (Sat 20 March), the twins' nani is baking it herself, a family tradition, and
Party Pals just bring candles, the knife and the cake stand.

No fault planted. Question (Thu 18/3, Shannon): "who's making the Patel twins' cake?" The model answers their nani
(the grandmother), right per memory. The label says Crumbs (Sunita). Expected verdict: AnnotationError (the label is
wrong); no memory operation is at fault.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b75_ctl_zep_party_twins_cake_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "party-pals", "party-pals-bookings"
NOTES = [
    "cakes - all our party cakes come from Sunita @ Crumbs on Bath Rd, order 10 days ahead, she invoices monthly",
    "Patel twins (Arjun + Maya) 7th bday sat 20/3, 2-4pm, Leckhampton Village Hall, 24 kids, magic show + disco",
    "Patel twins - mum says their nani is baking the cake, she's done every birthday since they were born, it's a "
    "family thing. we just bring candles, the big knife + the gold cake stand",
    "Crumbs order for march: Wilson unicorn 2 tier (13/3), Ellie R football cake (27/3)",
    "Magic Mike booked for the Patels, 2.15 start, needs a table + a plug",
    "disco speaker's crackling on the left side, Kelly to get it looked at",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Kelly")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Kelly")])

question = "who's making the Patel twins' cake?"
facts = client.graph.search_edges(GRAPH, query="Patel twins birthday cake making baking Crumbs Sunita",
                                  page_size=8).items
context = ["Today is Thu 18 March 2032. You are talking to Shannon, Kelly's helper."] + [f.fact for f in facts]
assert any("their nani is baking the cake" in c for c in context), context
assert any("Sunita @ Crumbs" in c for c in context), context
reply = answer(question, context, mock="Their nani (grandma) is baking it - we just bring the candles, the big knife "
                                       "and the gold cake stand.")
finish(question, expected="Sunita at Crumbs", actual=reply)
