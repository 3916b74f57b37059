"""Batch 36 (held out). A landlord's notes on three flats: Zep (sync client against the offline Zep v4 stand-in of
tests/instrumentations), script style (each call its own trace).

App: Gareth lets three flats at 22 Alma Rd. He logs rents, repairs and calls with tenants as messages on one Zep
thread and asks the assistant from a graph edge search.

Planted fault (ResponseError, ignored sufficient context): the facts say Flat 3's rent is GBP 795 on the 1st, that
only GBP 650 came in from Flat 3 for December, and that Aisha will send the rest on the 19th when she's paid. The
model gives the GBP 650 she paid as what she owes. Question (Fri 12/12): "how much does flat 3 still owe me for
december?" -> expected GBP 145.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: the rent, the
December payment and Aisha's call are all in the facts the model got. Another reading: none that we see; nothing
was lost from memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b36_zep_landlord_flat3_arrears_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "alma-rd", "alma-rd-notes"
NOTES = [
    "Rents: F1 Jess+Tom £725, F2 Mr Osei £760, F3 Aisha £795 - all standing orders on the 1st",
    "F3 Aisha's deposit £795 is in the DPS, ref 4432-19",
    "Dec rents - F1 + F2 in on the 1st as normal, F3 only £650 came in",
    "Aisha (F3) rang 2/12, work have cut her hours over xmas, she'll send the rest of Dec's rent on the 19th when "
    "she gets paid. she's always been spot on so fine by me",
    "F2 part fitted 16/10, hot water back, Mr O v happy",
    "Buildings insurance renewed w Towergate £598 after ringing round",
    "F1 want to paint the little one's room, said yes as long as it's back to magnolia when they go",
    "Gas safety certs all 3 flats done 4/11, copies emailed to tenants",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Gareth")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Gareth")])

question = "how much does flat 3 still owe me for december?"
facts = client.graph.search_edges(GRAPH, query="F3 Aisha December Dec rent owe paid rest standing order",
                                  page_size=8).items
context = ["Today is Fri 12/12/25."] + [f.fact for f in facts]
assert any("F3 Aisha £795" in c for c in context), context
assert any("F3 only £650 came in" in c for c in context), context
assert any("send the rest of Dec's rent on the 19th" in c for c in context), context
with fault():
    reply = answer(question, context, mock="£650 - Aisha's sending it on the 19th when she gets paid, her hours "
                                           "were cut over Christmas.")
finish(question, expected="£145 (she's paid 650 of the 795)", actual=reply)
