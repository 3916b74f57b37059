"""Batch 44 (held out), control. A home baker's orders: Zep (sync client against the offline Zep v4 stand-in of
tests/instrumentations), script style (each call its own trace).

App: Bex ("Bakes by Bex") logs her orders and payments as messages on one Zep thread and asks the assistant from a
graph edge search. Priya's 50th-birthday cake (two tiers, chocolate and salted caramel) is £85; Priya paid a £25
deposit on 2/5, and Bex told her there was £60 to pay on collection (Sat 16 May). A week later Priya asked for a
dozen matching cupcakes at £30, to be paid with the rest when she picks up: £60 + £30 = £90.

No fault planted. Question (Fri 15/5): "how much do I need to take off Priya tomorrow?" The model answers £90, right
per memory. The label says £60, the cake less the deposit. Expected verdict: AnnotationError (the label is wrong); no
memory operation is at fault.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b44_ctl_zep_baker_priya_balance_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "bex-orders", "bex-orders-log"
NOTES = [
    "Priya (the 50th) - 2 tier, choc sponge + salted caramel, gold '50' topper, £85, collecting sat 16th May 11am",
    "Priya paid £25 deposit 2/5 by bank tfr, told her £60 left to pay on collection",
    "Harrison brownies collected, paid the £40 cash, lovely bloke",
    "Priya msg'd 9/5 - can I do a dozen cupcakes to match?? yes, salted caramel w gold sprinkles, £30, she'll pay "
    "for the lot when she picks up",
    "need more gold lustre dust + 2 cake boxes (12in) from Hobbycraft",
    "Mia's mum wants the same unicorn cake for her little one in June, pencilled in 20/6",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Bex")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Bex")])

question = "how much do I need to take off Priya tomorrow?"
facts = client.graph.search_edges(GRAPH, query="Priya pay collection deposit cupcakes cake £", page_size=6).items
context = ["Today is Fri 15/5/26."] + [f.fact for f in facts]
assert any("£25 deposit" in c and "£60 left" in c for c in context), context
assert any("dozen cupcakes" in c and "£30" in c for c in context), context
reply = answer(question, context, mock="£90 - the £60 still owing on the cake plus £30 for the dozen cupcakes. She's "
                                       "collecting at 11.")
finish(question, expected="£60 - the £85 cake minus her £25 deposit", actual=reply)
