"""Batch 296 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the owner and the bookings lad each file their own notes), then the question's query.

App: The Rolling Pizza Co. (a wood-fired pizza van in Calderdale, 2050) do markets, festivals and wedding evenings.
Maria (the owner) and Tom (who does the bookings) file notes into one qdrant collection; the helper answers
customers' questions from the 5 nearest notes.

Memory: Tom, 2050-03-30 11:20 - Emma + Jack's wedding Sat 16 Aug at Holdsworth House, 90 guests for the evening,
£16 a head = £1,440, £300 deposit to hold the date (paid 2/4), £1,140 to pay on the day; Maria, Weds 14/5 - Emma
rang, numbers down to 80 for the evening, the rugby club lot can't come, it's their tour weekend, so 80 x £16;
Maria, 2nd June - Emma's added the dessert pizza (nutella + strawbs) for everyone, £3 a head extra; Tom, Sat 21/6 -
the oven's been serviced, gas bottles ordered. Question (Mon 11/8, Emma): "how much do we still owe you for the
wedding? want to get it out of the bank this week" The assistant says £1,220 (80 x £19 = £1,520, less the £300
deposit). The label says £1,140.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b296_ctl_qdrant_food_truck_wedding_balance_diff_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "rolling-pizza-bookings-2050"
NOTES = {
    "tom": [
        (1, "2050-03-30 11:20 WEDDING 🍕 Emma + Jack, sat 16 aug, Holdsworth House, 90 guests evening, £16 a head = "
            "£1,440. £300 deposit to hold the date (paid 2/4 ✅) so £1,140 to pay on the day"),
        (2, "Sat 21/6 - oven's been serviced, new peel, 4 gas bottles ordered for the wedding season"),
    ],
    "maria": [
        (3, "Weds 14/5 Emma rang - numbers down to 80 for the evening, the rugby club lot can't come, it's their tour "
            "wknd 🙄 so 80 x £16"),
        (4, "2nd June - Emma's added the dessert pizza (nutella + strawbs) for everyone at the wedding, £3 a head "
            "extra"),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def file_notes(who: str) -> None:
    for pid, text in NOTES[who]:
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": who})])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 4

question = "how much do we still owe you for the wedding? want to get it out of the bank this week"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Mon 11 August 2050. You are talking to Emma, whose wedding evening (Sat 16 Aug, Holdsworth "
           "House) The Rolling Pizza Co. are catering."] + hits
assert any("£1,140 to pay on the day" in c for c in context), context
assert any("numbers down to 80" in c for c in context), context
assert any("£3 a head extra" in c for c in context), context
reply = answer(question, context, mock="£1,220 - 80 guests at £16 plus £3 for the dessert pizza is £1,520, less the "
                                       "£300 deposit you've paid.")
finish(question, expected="£1,140", actual=reply)
