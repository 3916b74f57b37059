"""Control. EverMemOS (sync client, tests' stand-in server), the same reminder app with a search wide enough: the
dentist message said on Monday 2 March 2026 ("on Friday next week at 8:30") reaches the answer, which resolves it
correctly to Friday 13 March. The label is wrong: "Friday 6 March" (this week's Friday, a misreading of "next week"
by whoever wrote the label); that date is said nowhere.

Expected: AnnotationError: memory and answer are right, the label is not.
"""
import common
import b3_support as b3

common.setup("b3_ctl_evermemos_weekday_label", ["evermemos", "litellm"])

client = b3.evermemos_client(b3.fake_evermemos())
for mid, when, text in [
    ("m1", "2026-03-02T09:05:00+00:00", "I'm seeing the dentist on Friday next week at 8:30"),
    ("m2", "2026-03-02T09:06:00+00:00", "Remind me to buy floss"),
    ("m3", "2026-03-02T18:40:00+00:00", "My appointment with the accountant is on Wednesday"),
]:
    client.v0.memories.add(content=text, create_time=when, message_id=mid, sender="lea", group_id="lea-chat",
                           flush=True)
Q = "What date is my dentist appointment?"
res = client.v0.memories.search(extra_query={"query": Q, "user_id": "lea", "top_k": 10})
ctx = [getattr(m, "episode", None) or getattr(m, "atomic_fact", "") for m in res.result.memories]
assert any("dentist" in c for c in ctx)
ans = common.answer(Q, ctx, mock="Friday 13 March 2026, at 8:30.")
common.finish(Q, "Friday 6 March", ans)
