"""Batch 111 (held out). A charity quiz night organiser's planning chat: LangChain InMemoryChatMessageHistory +
trim_messages (last 12 messages), one root span per turn.

App: Nadia is organising the hospice quiz night at the scout hut and keeps it straight in a chat with an
assistant: tables, raffle, quizmaster, food. Each turn the history is trimmed to the last 12 messages (starting on a
human one) before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 says the Beavers have the hut till 7 that Friday so
we're not starting till half 7, doors 7.15; the old flyers all say 7. Later turns: the flyer text (7pm, £10 a head,
tables of 6) that's already gone out; the quizmaster; raffle prizes; the food; the tables so far. At turn 7 the trim
drops turn 1. Question: "what time are we kicking off? phil wants to know for his rounds" -> expected 7.30. The
assistant says 7pm.

Expected verdict: UpdateError at langchain.trim_messages (the turn-7 trim, wrapped in fault()). Asserted: turn 1 is
in every earlier window and missing from turn 7's, which still has the flyer line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b111_langchain_quiz_start_time_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what time are we kicking off? phil wants to know for his rounds"
TURNS = [
    ("just heard Beavers have the hut til 7 on fri 8th (their badge thing) so we're not starting til half 7, doors "
     "7.15. flyers all say 7 but too late now, I'll tell ppl on the night",
     "Quiz: start 7.30, doors 7.15 (Beavers have the hut until 7); flyers still say 7."),
    ("flyer that went out: 'ST CATHERINE'S HOSPICE QUIZ fri 8 oct 7pm scout hut, £10 a head, tables of 6, bring "
     "ur own drinks'",
     "Flyer: Friday 8 Oct, 7pm, scout hut, £10 a head, tables of 6, bring your own drinks."),
    ("quizmaster is Phil from the Crown again, 8 rounds + a picture round on the tables",
     "Quizmaster Phil from the Crown: 8 rounds plus a picture round."),
    ("raffle prizes so far - hamper from the Co-op, £25 voucher Bella Napoli, bottle of gin, a cake from Jan",
     "Raffle: Co-op hamper, £25 Bella Napoli voucher, gin, Jan's cake."),
    ("food - ploughmans at half time, Sue + Dot doing it, 70 ish. veggie option = cheese anyway",
     "Ploughman's at half time by Sue and Dot, about 70; cheese covers veggie."),
    ("tables booked: 9 so far, Rotary want 2. hut takes 12 max",
     "Tables: 9 booked, Rotary want 2, maximum 12."),
    (QUESTION,
     "7pm on Friday 8 October - that's what the flyer says."),
]
WINDOW = 12


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=WINDOW, token_counter=len, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any("half 7" in str(m.content) or "7.30" in str(m.content) for m in window), window
            assert any("fri 8 oct 7pm" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("not starting til half 7" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Nadia's hospice quiz night planning chat)", mock=mock,
                       history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="half seven, the Beavers are in till 7", actual=reply)
