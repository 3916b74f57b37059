"""Batch 262 (held out). A self-employed piano tuner's invoices: Zep facts (sync client, offline stand-in), script
style (every call its own trace); the answer call has the extra charge in its context and leaves it out of a total.

App: Huw Bevan tunes pianos round Halifax and Huddersfield - home uprights, schools, a couple of chapels. He
talks his diary into a Zep thread as he goes ("jobs 2051") and on invoice night asks the helper what to bill; the
helper answers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have his 2051-02-01T17:40 note - Hallam
Primary's termly tune, 3 pianos (the hall grand, the music room upright, the nursery's little Yamaha), £75 each,
invoice to Mrs Shah in the office, 30 days; his 21/2 note - did Hallam, all 3 done, the hall grand had dropped
nearly a quarter tone (the radiator right next to it again) so he had to do a pitch raise first, that's the extra
£40 as agreed with Mrs Shah on the phone; 21/2 later - a biscuit down the back of the nursery Yamaha, no charge;
Weds 22nd - a van tyre, £68, receipt in the glovebox. Question (Thu 23/2, Huw): "how much do I invoice Hallam for?
doing them tonight" -> expected £265 (3 x £75 + the £40 pitch raise). The model says £225.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the three tunings at £75 each and the agreed £40 pitch raise, and the model's total leaves the £40 out.
Asserted: the context has the £75 each line and the extra £40 line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b262_zep_piano_tuner_school_invoice_sum_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "huw-bevan-pianos", "jobs-2051"
POSTS = [
    "2051-02-01T17:40 Hallam Primary termly tune booked for half term, 3 pianos - the hall grand, the music room "
    "upright + the nursery's little Yamaha. £75 each, invoice to Mrs Shah in the office, 30 days",
    "21/2 did Hallam 🎹 all 3 done. hall grand had dropped nearly a quarter tone (radiator right next to it AGAIN) so "
    "had to do a pitch raise first, that's the extra £40 as agreed w/ Mrs Shah on the phone. told her to get the "
    "radiator moved or it'll be the same next term",
    "21/2 also - nursery Yamaha had a custard cream down the back 🍪 no charge for that lol",
    "Weds 22nd van tyre, £68 at the place on Pellon Lane, receipt's in the glovebox for the accountant",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Huw Bevan")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Huw")])

question = "how much do I invoice Hallam for? doing them tonight"
context = ["Today is Thu 23 February 2051. You are talking to Huw Bevan, a self-employed piano tuner."]
for query in ("Hallam Primary invoice", "Hallam pianos price", "extra charge pitch raise"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("£75 each, invoice to Mrs Shah" in c for c in context), context
assert any("that's the extra £40 as agreed w/ Mrs Shah" in c for c in context), context
with fault():
    reply = answer(f"(Huw) {question}", context,
                   mock="£225 - three pianos at £75 each (hall grand, music room upright and the nursery Yamaha). "
                        "It goes to Mrs Shah in the office, 30 days.")
finish(question, expected="£265 - 3 pianos at £75 plus the £40 pitch raise on the hall grand", actual=reply)
