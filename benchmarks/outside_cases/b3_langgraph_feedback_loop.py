"""LangGraph store (InMemoryStore), a scheduling assistant that writes its own answers back into memory: after
converting a meeting time to the user's zone it stores the converted time over the note ("so we never convert
twice"). Script style, one root span per turn.

The note: "Weekly call with the Osaka team: Tuesdays 17:00 Japan time (JST, UTC+9)". Kenji lives in Lisbon (UTC+0
in January), so the call is at 08:00 his time.

Fault: in turn 1 the model converts wrongly: 17:00 JST is 08:00 UTC, it says "10:00 Lisbon time"; the app's write-back `store.put` replaces the note with "Tuesdays 10:00 Lisbon time". In
turn 2, "What time do I need to be online for the Osaka call?" is answered "10:00" from the polluted note.

Expected: UpdateError at `litellm.completion` (turn 1's): the store held the right time; it was degraded by an
update whose whole content was that model call's wrong output; the put did what the app always does and the turn-2
answer restates the memory it was given. (Judgement call: one could name turn 1's answer a ResponseError, but the
failed answer is turn 2's, whose memory had been overwritten.)
"""
import common
import b3_support as b3

common.setup("b3_langgraph_feedback_loop", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

store = InMemoryStore()
NS = ("users", "kenji", "schedule")
store.put(NS, "osaka-call", {"text": "Weekly call with the Osaka team: Tuesdays 17:00 Japan time (JST, UTC+9)"})
store.put(NS, "profile", {"text": "Kenji lives in Lisbon (Portugal, UTC+0 in winter)."})

Q1 = "It's January: what time is the Osaka call for me in Lisbon?"
with b3.turn_span("turn-1"):
    ctx = [store.get(NS, "osaka-call").value["text"], store.get(NS, "profile").value["text"]]
    with common.fault():
        a1 = common.answer(Q1, ctx, mock="Tuesdays 10:00 Lisbon time")
    # write-back: keep the converted time so the next question needs no conversion
    store.put(NS, "osaka-call", {"text": f"Weekly call with the Osaka team: {a1}"})

Q2 = "What time do I need to be online for the Osaka call?"
with b3.turn_span("turn-2"):
    note = store.get(NS, "osaka-call").value["text"]
    assert "17:00" not in note
    a2 = common.answer(Q2, [note, store.get(NS, "profile").value["text"]], mock="Tuesdays at 10:00 Lisbon time.")
    common.finish(Q2, "Tuesdays at 08:00 Lisbon time", a2)
