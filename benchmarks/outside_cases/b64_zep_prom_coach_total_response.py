"""Batch 64 (held out). A sixth-form prom's transport: Zep (sync client against the offline Zep v4 stand-in of
tests/instrumentations), script style (each call its own trace).

App: Priya, chair of the Hollins Park Year 13 prom committee, logs the transport for the prom (Fri 30 June, the
Grand Pavilion, Southsea) as messages on a Zep thread and asks the assistant from a graph edge search when she
fills in the school's trip form. Emsworth Coaches came in cheaper: two 53-seaters at £385 each; because the coaches
bring everyone back after midnight, the firm adds £60 per coach for the driver's late hours. So 2 x 385 + 2 x 60 =
£890.

Planted fault (ResponseError, ignored sufficient context): the model adds up the two coaches and leaves out the late
charge: £770. Question (Mon 8/5): "how much is the coach costing us altogether?" -> expected £890.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: the per-coach
price, the number of coaches and the late charge are all in the facts the model got. Another reading: none that we
see; nothing was lost from memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b64_zep_prom_coach_total_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "hp-prom", "hp-prom-transport"
NOTES = [
    "coach quotes back!! Solent Travel £410 a coach, Emsworth Coaches £385 a coach, both 53 seaters. going w Emsworth "
    "obvs",
    "we need 2 coaches - 96 on the list inc the 4 teachers, 1 coach wd be 43 short",
    "Emsworth say any coach out after midnight the driver's on late rate so it's £60 extra per coach, ours leave the "
    "Pavilion 12.15 so that's us",
    "pick up from the school car park 6.30, Mr Dunn on coach 1 + Mrs Okoro on coach 2 w the register",
    "deposit for the coaches £100, paid 3/5 from the ticket money, rest on the day by cheque",
    "Leah's dad offered his minibus for the teachers but Mrs Okoro says no, all on the coaches for insurance",
    "photographer Stu (Southsea Snaps) there 7-9, packages from £12, paid separately by the families",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Priya")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Priya")])

question = "how much is the coach costing us altogether?"
facts = client.graph.search_edges(GRAPH, query="coach cost Emsworth £ a coach need 2 coaches after midnight extra "
                                               "per coach", page_size=8).items
context = ["Today is Mon 8 May 2028."] + [f.fact for f in facts]
assert any("Emsworth Coaches £385 a coach" in c for c in context), context
assert any("we need 2 coaches" in c for c in context), context
assert any("£60 extra per coach" in c for c in context), context
with fault():
    reply = answer(question, context, mock="£770 - two Emsworth coaches at £385 each. £100 of that's already paid as "
                                           "the deposit.")
finish(question, expected="£890 with the £60 late charge on each coach", actual=reply)
