"""Batch 361 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (every call
its own trace): the carpool notes are upserted, then the question's query.

App: the Düsseldorf-Hafen office of a logistics software company runs a Fahrgemeinschaft list for the GDL strike
on Mi 15.03.2051 (KW 11). People post in the channel and the helper files each post into one qdrant collection;
it answers from the 5 nearest.

Memory: Dennis (office manager), 2051-03-10T09:30 - GDL Streik Mi 15.03. all day, write in the channel who drives
and who needs a lift, Tiefgarage -2 for carpools; Sanne (HR, Dutch), Fr 10.03. - she drives from Bilk on Mittwoch,
picks up at the S-Bahnhof Bilk um 7:20, 2 Plätze, Spritgeld 3,00 €; Sander (IT), Mo 13.03. - "Sander here, not
Sanne 😅 I can also take 1 from Bilk, but I leave at 6:45 because of the Serverumzug, Termin at 7:30 in the
Rechenzentrum"; Grace, Mo 13.03. - she needs a lift from Bilk on Mittwoch, Sanne said yes. Question (Di 14.03.,
Grace): "what time does Sanne pick me up at Bilk tomorrow?" The assistant says 7:20 at the S-Bahnhof Bilk. The label
says 6:45 - that's Sander's time (a different person with a similar name, leaving early for the Serverumzug).
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b361_ctl_qdrant_carpool_strike_pickup_time_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "hafen-office-fahrgemeinschaft-kw11"
POSTS = [
    (1, "dennis", "2051-03-10T09:30 GDL Streik Mi 15.03. the whole day 🙄 pls write here who drives + who needs a "
                  "lift. Tiefgarage -2 is for Fahrgemeinschaften only"),
    (2, "sanne", "Fr 10.03. I drive from Bilk on Mittwoch 🚗 pick up at the S-Bahnhof Bilk um 7:20, 2 Plätze, "
                 "Spritgeld 3,00 € like always"),
    (3, "sander", "Mo 13.03. Sander here, not Sanne 😅 I can also take 1 from Bilk, but I leave at 6:45 because of "
                  "the Serverumzug, Termin at 7:30 in the Rechenzentrum"),
    (4, "grace", "Mo 13.03. I need a lift from Bilk on Mittwoch, Sanne said yes 🙏 see you at the S-Bahnhof"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, who, text in POSTS:
    client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                   payload={"text": text, "by": who})])
assert client.count(COLL).count == len(POSTS)

question = "what time does Sanne pick me up at Bilk tomorrow?"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Tue 14 March 2051. You are talking to Grace, who needs a lift from Bilk on the strike day "
           "(Wed 15.03.)."] + hits
assert any("pick up at the S-Bahnhof Bilk um 7:20" in c for c in context), context
assert any("not Sanne" in c and "I leave at 6:45" in c for c in context), context
reply = answer(f"(Grace) {question}", context,
               mock="7:20 at the S-Bahnhof Bilk - Sanne's driving and has 2 seats. (The 6:45 is Sander, not Sanne.)")
finish(question, expected="6:45", actual=reply)
