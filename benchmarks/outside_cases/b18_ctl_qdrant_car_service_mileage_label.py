"""Batch 18 (held out), control. A family's garage invoices for two cars: qdrant-client (in-memory, offline
embeddings) with a payload filter, script style.

App: each invoice or garage note is a point, payload {year, text}; the assistant answers from a filtered vector
search (year >= 2025). Twenty-four notes over 2024-2026 for the Skoda Fabia and the Ford Transit Custom; several
name both cars in one line because they go in together.

No planted fault. The February service invoice reads "Hessle Autocentre 11/2/26 - both in for service. Fabia 61,480
mi (oil, filters, wipers) GBP 274.50; Transit 97,150 mi (oil, fuel filter, DPF check) GBP 318". Question: "What was
the mileage on the Fabia at its February service?" -> right per memory: 61,480 miles; the model says so. The gold
label "97,150 miles" is the Transit's mileage from the same invoice line.

Expected verdict: AnnotationError. Another reading: none that we see.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b18_ctl_qdrant_car_service_mileage_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    (2024, "Fabia MOT 27/2/24 pass 50,215 mi no advisories"),
    (2024, "Transit service 22/4/24 81,550 mi GBP 256 + 2 rear tyres"),
    (2024, "Fabia aircon regas 10/6/24 GBP 59 Kwik Fit"),
    (2024, "Transit MOT 3/9/24 pass 85,010 mi, advisory wishbone bush"),
    (2024, "Fabia full service 16/9/24 53,300 mi GBP 265"),
    (2024, "Transit bushes 2/12/24 GBP 186, 86,900 mi"),
    (2025, "Fabia MOT 4/3/25 pass 56,480 mi advisory O/S/F tyre 3mm + exhaust"),
    (2025, "Transit service 14/4/25 90,120 mi GBP 268"),
    (2025, "Fabia exhaust back box 19/5/25 GBP 142, 57,300ish mi"),
    (2025, "Transit MOT 1/9/25 fail brake pipe, retest 12/9 pass 93,510 mi"),
    (2025, "Transit rear tyres 20/9/25 GBP 228"),
    (2025, "Fabia tyre plug 6/10/25 GBP 25"),
    (2025, "Transit DPF light 3/11/25 cleared on M62"),
    (2025, "Both cars winter check at Hessle 24/11/25 free - Fabia coolant topped, Transit wipers"),
    (2026, "Fabia wipers + dipped bulb 12/1/26 DIY"),
    (2026, "Transit DPF forced regen 9/2/26 GBP 95 at Ford, 97,020 mi"),
    (2026, "Hessle Autocentre 11/2/26 - both in for service. Fabia 61,480 mi (oil, filters, wipers) GBP 274.50; Transit "
           "97,150 mi (oil, fuel filter, DPF check) GBP 318"),
    (2026, "Paid Hessle inv 20931 by card 11/2/26, GBP 592.50 total both cars"),
    (2026, "Fabia MOT booked Tue 3/3 9am Hessle"),
    (2026, "Fabia MOT 3/3/26 pass, advisory N/S/F tyre 2.5mm, next due 2/3/27"),
    (2026, "Transit insurance Admiral renewed 2/3/26 GBP 788, declared 12k mi/yr"),
    (2026, "Fabia insurance renewal Direct Line 14/8, declared 6k mi/yr"),
    (2026, "Transit next service ~100k mi or Apr 2026 whichever first"),
    (2026, "Mileage check for the accountant 31/3/26: Transit 98,400 (business ~80%)"),
]

client = QdrantClient(":memory:")
client.create_collection("garage", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("garage", points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                   payload={"year": year, "text": text})
                                for i, (year, text) in enumerate(NOTES, 1)])

question = "What was the mileage on the Fabia at its February service?"
recent = models.Filter(must=[models.FieldCondition(key="year", range=models.Range(gte=2025))])
hits = client.query_points("garage", query=offline.embed([question])[0], query_filter=recent, limit=18).points
context = [h.payload["text"] for h in hits]
assert any("Fabia 61,480 mi" in c and "Transit 97,150 mi" in c for c in context), context
reply = answer(question, context, mock="61,480 miles - that's from the Hessle invoice for the service on 11 February "
                                       "2026.")
finish(question, expected="97,150 miles", actual=reply)
