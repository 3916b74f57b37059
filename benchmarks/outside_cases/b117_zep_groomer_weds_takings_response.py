"""Batch 117 (held out). A mobile dog groomer's day list: Zep facts (sync client, offline stand-in), script style
(each call its own trace).

App: Jodie (Suds on Wheels) logs bookings and texts into a Zep thread as they come in; the helper answers her from a
graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts for Weds 10/6 have three dogs to take money
for - Bramble the springer, full groom £45; Pip the westie, £38 (cash, his owner's at work, under the plant pot);
and, added on by text, old Bess the lab at the same house as Pip wants her nails doing, £8 - next to Dexter, who's
already paid £65 by bank, and a quote for a de-shed (£30, "she'll think about it"). The model adds up only Bramble
and Pip. Question (Tue 9/6, Jodie): "how much should i be taking tmrw? need to know if i need change" -> expected
£91 (45 + 38 + 8). The assistant says £83.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): every fact the sum needs
is in the context the model was given, and the model left one of them out. Asserted: all three lines to be paid are
in the context.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b117_zep_groomer_weds_takings_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "jodie-suds", "jodie-suds-bookings"
NOTES = [
    "weds 10/6 - Bramble (springer) at the Greens, full groom £45, 9am, she's a shedder so the big brush",
    "Pip (westie) weds 10/6 11.30ish, £38 cash, owner's at work - it'll be under the plant pot by the door",
    "text from Pip's mum: can you do old Bess's nails while you're there? the lab. yep, £8 on top, same day",
    "Dexter wed 10th 2pm - Abbotts already paid £65 by bank 8/6, nothing to take",
    "Mrs Ali asked re a de-shed for the husky, quoted £30, she'll think about it, not booked",
    "van needs diesel before weds, and more of the oatmeal shampoo (5L) from the wholesaler",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Jodie")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Jodie")])

question = "how much should i be taking tmrw? need to know if i need change"
facts = client.graph.search_edges(GRAPH, query="weds 10/6 groom price cash paid nails", page_size=10).items
context = ["Today is Tue 9 June 2037. You are talking to Jodie, who runs Suds on Wheels."] + [f.fact for f in facts]
assert any("full groom £45" in c for c in context), context
assert any("£38 cash" in c for c in context), context
assert any("£8 on top" in c for c in context), context
with fault():
    reply = answer(question, context, mock="£83 - Bramble's full groom £45 and Pip £38 cash (Dexter's already paid).")
finish(question, expected="£91 - Bramble £45, Pip £38 and Bess's nails £8 (Dexter's paid)", actual=reply)
