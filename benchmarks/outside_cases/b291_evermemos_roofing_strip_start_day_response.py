"""Batch 291 (held out). A roofing firm's job chat: EverMemOS sync client (offline stand-in), one root span per
message and one for the question; the answer call has the moved start day in its context and gives the first one.

App: Pennine Roofing Co. are re-roofing Mrs Lumb's terrace at 14 Moor Lane, Luddenden in September 2050 - Welsh
slate off, Marley Modern on, new felt and battens, five days if the weather holds. The job's group chat (Shaun the
foreman, Bev in the office, Liam on the tools) goes into EverMemOS; the helper answers the customer's family.

Planted fault (ResponseError, ignored sufficient context): the context has Shaun's 2050-09-01T08:10 message -
scaffold up Fri 9th, strip and felt from Mon 12th, five days if the weather holds; Bev's 2050-09-05T14:30 - the
skip's booked on the drive for Mon 12th, Mrs Lumb is moving her car to her daughter's; Shaun's 2050-09-09T16:45 -
the scaffold's up, the forecast for Mon and Tue is biblical, they're not stripping a roof in that, so they'll start
Weds 14th instead, he rang Mrs L and she's fine, the skip's moved to Weds too; and Bev's 2050-09-10T09:00 - the
tiles are delivered to the yard. Question (Sun 11/9, Mrs Lumb's son Mark): "what day are they starting stripping
mum's roof? I want to be there to let them in + move the bins" -> expected Weds 14th (moved off Mon/Tue for the
rain). The model says Monday 12th.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): both the first plan
and Shaun's message moving the start to Weds 14th for the forecast are in the context the model was given, and it
answered from the first plan. Asserted: the context has the Mon 12th plan and the Weds 14th message.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b291_evermemos_roofing_strip_start_day_response", ["evermemos", "litellm"])

from b3_support import evermemos_client, fake_evermemos, turn_span  # noqa: E402

GROUP = "pennine-roofing-lumb-14-moor-lane"
MESSAGES = [
    ("shaun", "2050-09-01T08:10:00Z", "Lumb job, 14 Moor Lane 🏠 scaffold up fri 9th, strip + felt from mon 12th, 5 "
                                     "days if the weather holds. Welsh slate off, Marley Modern on"),
    ("bev", "2050-09-05T14:30:00Z", "skip's booked on the drive for mon 12th, Mrs Lumb's moving her car to her "
                                     "daughter's"),
    ("shaun", "2050-09-09T16:45:00Z", "scaffold's up ✅ forecast for mon + tues is biblical 🌧️ not stripping a roof in "
                                     "that, we'll start weds 14th instead. rang Mrs L, she's fine. skip firm moved "
                                     "to weds too"),
    ("bev", "2050-09-10T09:00:00Z", "tiles delivered to the yard, Marley Modern smooth grey, 600ish + the ridge, "
                                     "Liam's loading the wagon tues"),
]


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


server = fake_evermemos()
client = evermemos_client(server)
for i, (who, when, text) in enumerate(MESSAGES, 1):
    with turn_span(f"msg-{i} {who}"):
        client.v0.memories.add(content=text, create_time=when, message_id=f"msg-{i}", sender=who, group_id=GROUP,
                               flush=True)

question = "what day are they starting stripping mum's roof? I want to be there to let them in + move the bins"
with turn_span("question Sun 11/9"):
    context = ["Today is Sun 11 September 2050. You are talking to Mark, whose mum Mrs Lumb's roof at 14 Moor Lane "
               "Pennine Roofing are re-doing."]
    for query in ("start date stripping the roof", "when do they start", "weather forecast"):
        found = client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("strip + felt from mon 12th" in c for c in context), context
    assert any("we'll start weds 14th instead" in c for c in context), context
    with fault():
        reply = answer(f"(Mark) {question}", context,
                       mock="Monday 12th - strip and felt starts then, 5 days if the weather holds. The skip's "
                            "coming on the drive the same day.")
finish(question, expected="Weds 14th - Shaun moved it off Mon/Tue because of the rain forecast", actual=reply)
