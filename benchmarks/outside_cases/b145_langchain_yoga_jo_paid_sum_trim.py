"""Batch 145 (held out). A village hall yoga teacher's chat: LangChain InMemoryChatMessageHistory + trim_messages
(last 12 messages), one root span per turn.

App: Claire teaches a Tuesday evening yoga class in Norland village hall (7.30-8.45, blocks of 8 weeks at £7 a
session, mats to borrow for £1 a week or to buy off her) and keeps a running chat with her helper for the money and
the admin; each turn the chat is trimmed to its last 12 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 (Tue 14/4, after class) she says Jo finally paid -
£28 cash for the first half of the summer block, and £12 for the lilac mat, she's keeping it, says she'll use it at
home too - and the other half when she's back from Tenerife. In turn 4 Jo's bank transfer has come through, £28, ref
JO YOGA. By turn 7 the trim drops turn 1; the transfer stays. Question (turn 7, Tue 28/4): "how much has Jo paid me
altogether so far? she wants a receipt for her work's wellbeing scheme" -> expected £68 (£28 cash + £12 for the mat
+ £28 transfer). The assistant says £28.

Expected verdict: UpdateError at langchain.trim_messages (turn 7's trim, wrapped in fault()): the turn with the cash
and the mat money was in the history and in every earlier window, and this trim cut it from the window the model
saw. Asserted: turn 1 is in every earlier window and missing from turn 7's; the transfer turn is in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b145_langchain_yoga_jo_paid_sum_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how much has Jo paid me altogether so far? she wants a receipt for her work's wellbeing scheme"
TURNS = [
    ("jo finally paid!! £28 cash tonight for the 1st half of the summer block + £12 for the lilac mat, she's keeping "
     "it, says she'll use it at home too. other half when she's back from tenerife",
     "Noted: Jo paid £28 cash for the first half of the summer block and £12 to buy the lilac mat; the second half "
     "of the block when she's back from Tenerife."),
    ("hall's putting the rent up to £14 an hr from may, grr. still cheaper than the cricket club",
     "Hall rent goes up to £14 an hour from May."),
    ("new starter tue 21st - Helen, dodgy knee, put her by the wall for the balances. 8.30-5 job so she might be late",
     "New starter Helen from Tue 21st: bad knee, place her by the wall for balances; she works 8.30-5 and may be late."),
    ("Jo's transfer's come thru, £28, ref JO YOGA. bank app took 3 days to show it",
     "Jo's bank transfer of £28 (ref JO YOGA) has come through."),
    ("need 4 more cork blocks, decathlon £5.99 each, + 2 straps. do it sat",
     "Shopping for Saturday: 4 cork blocks at £5.99 each and 2 straps."),
    ("no class tue 5th may - hall's a polling station. tell them tonight",
     "No class on Tuesday 5 May (the hall is a polling station); tell the class tonight."),
    (QUESTION,
     "£28 - her bank transfer, ref JO YOGA."),
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
            assert not any("£28 cash" in str(m.content) or "lilac mat" in str(m.content)
                           or "£12" in str(m.content) for m in window), window
            assert any("transfer" in str(m.content) and "£28" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("£28 cash tonight" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Claire's chat: she teaches Tuesday 7.30-8.45 yoga at Norland village "
                                            "hall, 8-week blocks at £7 a session; today Tue 28 April 2037)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="£68 - £28 cash, £12 for the lilac mat and the £28 transfer", actual=reply)
