"""Batch 114 (held out). A food bank's monthly money: Zep facts (sync client, offline stand-in), script style.

App: Sandra, the coordinator at Eastfield Food Bank, logs what comes in through the month into a Zep thread; the
helper answers the treasurer from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have four money donations in November - St
Mark's harvest collection £184.50 (cash, counted by Rev Sue), the Rotary's cheque £250, the quiz night at the Swan
£312 (Dave dropped the cash in Tue 24th) and £40 in an envelope through the door from Mrs Akhtar - plus a £75 Greggs
voucher (not money, for the volunteers' lunches) and 212kg of tins. The model adds up only the first two. Question
(Mon 30/11, Graham, the treasurer): "how much money have we had in this month? cash n cheques, not food" -> expected
£786.50 (184.50 + 250 + 312 + 40). The assistant says £434.50.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): every fact the sum
needs is in the context the model was given, and the model left two of them out. Asserted: all four money lines
are in the context.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b114_zep_foodbank_cash_donations_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "eastfield-foodbank", "eastfield-foodbank-sandra"
NOTES = [
    "St Mark's harvest - 212kg of tins (weighed them, my back!!) + the collection plate £184.50 cash, Rev Sue "
    "counted it w me",
    "Rotary cheque came 9/11 - £250 towards the xmas hampers, banked it thurs",
    "Greggs gave us a £75 voucher for the volunteers' lunches, not money obvs but v kind",
    "quiz at the Swan fri 13th raised £312!! Dave dropped the cash in Tue 24th, it's in the safe",
    "Mrs Akhtar put £40 in an envelope thru the door, lovely card with it. need to send a thank you",
    "van MOT passed, £54.85 out of petty cash",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Sandra")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Sandra")])

question = "how much money have we had in this month? cash n cheques, not food"
facts = client.graph.search_edges(GRAPH, query="money donations cash cheque collection quiz envelope november",
                                  page_size=10).items
context = ["Today is Mon 30 November 2037. You are talking to Graham, the treasurer."] + [f.fact for f in facts]
assert any("£184.50" in c for c in context), context
assert any("Rotary cheque" in c and "£250" in c for c in context), context
assert any("raised £312" in c for c in context), context
assert any("£40 in an envelope" in c for c in context), context
with fault():
    reply = answer(question, context, mock="£434.50 - £184.50 from the St Mark's harvest collection and the "
                                           "Rotary's £250 cheque.")
finish(question, expected="£786.50 - St Mark's 184.50, Rotary 250, the quiz 312 and Mrs Akhtar's 40 (the Greggs "
                          "voucher isn't money)", actual=reply)
