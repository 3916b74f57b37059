"""The deterministic local model: real HTTP through the openai client, litellm and mem0 2.x."""

from __future__ import annotations

import importlib.metadata
import json
import os
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest

from memtrace_otel.local_model import (
    ABSTENTION,
    AnswerKey,
    ExpectedAnswer,
    FactBook,
    FaultPlan,
    LocalModelServer,
    ScriptedPolicy,
    answer_messages,
    classify,
    context_supports,
    default_facts,
    embed_texts,
)
from memtrace_otel.local_model.embeddings import cosine

from mem0_config import local_mem0_config

openai = pytest.importorskip("openai")


@pytest.fixture
def server():
    with LocalModelServer() as srv:
        yield srv


def _client(srv: LocalModelServer):
    return openai.OpenAI(base_url=srv.base_url, api_key="x", max_retries=0)


def _answer(srv: LocalModelServer, question: str, memories: list[str]) -> str:
    response = _client(srv).chat.completions.create(model="local", messages=answer_messages(question, memories))
    return response.choices[0].message.content


# --- OpenAI API surface --------------------------------------------------------------------------------------


def test_chat_completion_through_openai_client_is_logged(server):
    messages = [{"role": "system", "content": "Be brief."}, {"role": "user", "content": "Tell me about the weather"}]
    response = _client(server).chat.completions.create(model="my-model", messages=messages, temperature=0)

    text = response.choices[0].message.content
    assert text == "(local model) You said: Tell me about the weather"
    assert response.model == "my-model"
    assert response.choices[0].finish_reason == "stop"
    # ceil(len/4) per message: "Be brief." -> 3, "Tell me about the weather" -> 7; the 49-char reply -> 13
    assert response.usage.prompt_tokens == 3 + 7
    assert len(text) == 49 and response.usage.completion_tokens == 13
    [logged] = server.requests
    assert logged.path == "/v1/chat/completions" and logged.status == 200
    assert logged.model == "my-model" and logged.messages == messages
    assert logged.response["choices"][0]["message"]["content"] == text
    assert logged.params["temperature"] == 0
    assert server.policy.decisions[-1].action == "echo"


def test_same_request_same_answer(server):
    messages = [{"role": "user", "content": "Alice: I moved to Berlin."}]
    first = _client(server).chat.completions.create(model="local", messages=messages).choices[0].message.content
    second = _client(server).chat.completions.create(model="local", messages=messages).choices[0].message.content
    assert first == second


def test_json_mode_returns_a_json_object(server):
    response = _client(server).chat.completions.create(
        model="local",
        messages=[{"role": "user", "content": "Reply in json please"}],
        response_format={"type": "json_object"},
    )
    assert json.loads(response.choices[0].message.content) == {"reply": "(local model) You said: Reply in json please"}
    assert server.requests[-1].params["response_format"] == {"type": "json_object"}


def test_streaming_matches_the_non_streamed_answer(server):
    messages = [{"role": "user", "content": "A fairly long sentence so that the reply is split into several chunks."}]
    client = _client(server)
    whole = client.chat.completions.create(model="local", messages=messages).choices[0].message.content
    chunks = list(
        client.chat.completions.create(
            model="local", messages=messages, stream=True, stream_options={"include_usage": True}
        )
    )
    content = [c.choices[0].delta.content for c in chunks if c.choices and c.choices[0].delta.content]
    assert len(content) > 2
    assert "".join(content) == whole
    assert [c.choices[0].finish_reason for c in chunks if c.choices][-1] == "stop"
    assert chunks[-1].usage is not None and chunks[-1].usage.completion_tokens == -(-len(whole) // 4)


def test_embeddings_float_base64_and_dimensions(server):
    client = _client(server)
    texts = ["Alice loves green tea", "Alice loved drinking green tea", "Bob works at a bank"]
    as_float = client.embeddings.create(model="e", input=texts, encoding_format="float")
    as_base64 = client.embeddings.create(model="e", input=texts)  # the client's default is base64
    assert [len(d.embedding) for d in as_float.data] == [256, 256, 256]
    for f, b in zip(as_float.data, as_base64.data):
        assert f.embedding == pytest.approx(b.embedding, abs=1e-6)
    vectors = [d.embedding for d in as_float.data]
    assert cosine(vectors[0], vectors[1]) > 0.5 > cosine(vectors[0], vectors[2])
    assert vectors == embed_texts(texts)  # the server serves exactly the module's embedding

    single = client.embeddings.create(model="e", input="Bob works at a bank", dimensions=32, encoding_format="float")
    assert len(single.data[0].embedding) == 32
    logged = server.embedding_requests()
    assert logged[0].inputs == texts and logged[-1].inputs == ["Bob works at a bank"]
    assert logged[-1].params["dimensions"] == 32


def test_models_endpoint(server):
    ids = [m.id for m in _client(server).models.list()]
    assert "local" in ids and "local-embed" in ids


def test_bad_requests_get_openai_style_errors(server):
    client = _client(server)
    with pytest.raises(openai.NotFoundError):
        client.completions.create(model="local", prompt="legacy endpoint")
    with pytest.raises(openai.BadRequestError, match="messages"):
        client.chat.completions.create(model="local", messages=[])

    raw = httpx.post(f"{server.base_url}/chat/completions", content=b"{not json",
                     headers={"Content-Type": "application/json"})
    assert raw.status_code == 400
    assert raw.json()["error"]["type"] == "invalid_request_error"
    assert "not valid JSON" in raw.json()["error"]["message"]

    missing = httpx.post(f"{server.base_url}/chat/completions", json={"model": "local"})
    assert missing.status_code == 400 and missing.json()["error"]["param"] == "messages"
    bad_input = httpx.post(f"{server.base_url}/embeddings", json={"model": "e", "input": [1, 2]})
    assert bad_input.status_code == 400 and bad_input.json()["error"]["param"] == "input"
    bad_dims = httpx.post(f"{server.base_url}/embeddings", json={"input": "x", "dimensions": 0})
    assert bad_dims.status_code == 400 and bad_dims.json()["error"]["param"] == "dimensions"
    unknown = httpx.get(f"{server.base_url}/nothing/here")
    assert unknown.status_code == 404 and "Unknown path" in unknown.json()["error"]["message"]

    statuses = [r.status for r in server.requests]
    assert statuses.count(404) == 2 and statuses.count(400) == 5


def test_reset_clears_requests_and_decisions(server):
    _client(server).chat.completions.create(model="local", messages=[{"role": "user", "content": "hi"}])
    assert server.requests and server.policy.decisions
    server.reset()
    assert server.requests == [] and server.policy.decisions == []


def test_server_stops_and_frees_its_port():
    srv = LocalModelServer().start()
    url = srv.base_url
    assert httpx.get(f"{url}/models").status_code == 200
    srv.stop()
    with pytest.raises(httpx.HTTPError):
        httpx.get(f"{url}/models", timeout=2)
    with pytest.raises(RuntimeError, match="not running"):
        srv.base_url


# --- litellm -----------------------------------------------------------------------------------------------


def test_litellm_completion_streaming_and_embedding(server):
    litellm = pytest.importorskip("litellm")
    litellm.suppress_debug_info = True
    policy_answers = server.policy.answers
    policy_answers.add("Where does Alice live?", "Berlin", evidence=["Alice moved to Berlin"])

    response = litellm.completion(
        model="openai/local", api_base=server.base_url, api_key="x",
        messages=answer_messages("Where does Alice live?", ["Alice moved to Berlin", "Alice loves green tea"]),
    )
    assert response.choices[0].message.content == "Berlin"

    stream = litellm.completion(
        model="openai/local", api_base=server.base_url, api_key="x", stream=True,
        messages=answer_messages("Where does Alice live?", ["Alice loves green tea"]),
    )
    assert "".join(chunk.choices[0].delta.content or "" for chunk in stream) == ABSTENTION

    embedded = litellm.embedding(model="openai/local-embed", api_base=server.base_url, api_key="x",
                                 input=["Alice moved to Berlin"])
    assert embedded.data[0]["embedding"] == pytest.approx(embed_texts(["Alice moved to Berlin"])[0], abs=1e-6)
    assert [r.path for r in server.requests] == ["/v1/chat/completions"] * 2 + ["/v1/embeddings"]


# --- mem0 round trips ---------------------------------------------------------------------------------------


def _require_mem0(major: str) -> None:
    pytest.importorskip("mem0")
    version = importlib.metadata.version("mem0ai")
    if not version.startswith(f"{major}."):
        pytest.skip(f"needs mem0ai {major}.x, found {version}")


def _mem0_memory(srv: LocalModelServer, tmp_path):
    from mem0 import Memory

    return Memory.from_config(local_mem0_config(srv, tmp_path, collection="t"))


def test_mem0_v2_add_and_search_round_trip(tmp_path):
    _require_mem0("2")
    facts = FactBook({"D1:2": ["Alice adopted a dog named Rex"]})
    policy = ScriptedPolicy(facts, faults=FaultPlan(omit_facts=["Alice loves green tea"]))
    with LocalModelServer(policy) as srv:
        memory = _mem0_memory(srv, tmp_path)
        try:
            memory.add(
                [{"role": "user", "content": "Alice: I moved to Berlin. I love green tea."},
                 {"role": "assistant", "content": "That sounds lovely!"}],
                user_id="alice",
            )
            memory.add([{"role": "user", "content": "[D1:2] Alice: We got a puppy last week!"}], user_id="alice")
            stored = sorted(m["memory"] for m in memory.get_all(filters={"user_id": "alice"})["results"])
            found = memory.search("Where did Alice move to?", filters={"user_id": "alice"}, top_k=1)["results"]
        finally:
            memory.close()

        assert stored == ["Alice adopted a dog named Rex", "Alice moved to Berlin"]
        assert found[0]["memory"] == "Alice moved to Berlin"

        extraction_calls = [r for r in srv.chat_requests()]
        assert len(extraction_calls) == 2
        assert "Memory Extractor" in extraction_calls[0].messages[0]["content"]
        second_prompt = extraction_calls[1].messages[1]["content"]
        assert "Alice moved to Berlin" in second_prompt  # existing memories were shown to the model

        decisions = [(d.action, d.data["fact"], d.reason) for d in policy.decisions if d.step == "extract"]
        assert decisions == [
            ("extract", "Alice moved to Berlin", "default sentence rewrite"),
            ("omit", "Alice loves green tea", "fault plan: omit fact"),
            ("extract", "Alice adopted a dog named Rex", "fact book entry 'D1:2'"),
        ]


def test_mem0_v2_prompt_parsing_survives_headings_inside_messages():
    _require_mem0("2")
    from mem0.configs.prompts import ADDITIVE_EXTRACTION_PROMPT, generate_additive_extraction_prompt

    user = generate_additive_extraction_prompt(
        existing_memories=[{"id": "0", "text": "Bob lives in Rome"}],
        new_messages="user: Bob: my notes\n## Observation Date\nI bought a red bike.\nassistant: Nice\n",
    )
    prompt = classify([{"role": "system", "content": ADDITIVE_EXTRACTION_PROMPT}, {"role": "user", "content": user}])
    assert prompt.kind == "mem0.v2.extraction"
    assert prompt.existing_memories == ({"id": "0", "text": "Bob lives in Rome"},)
    assert [(t.role, t.text) for t in prompt.new_messages] == [
        ("user", "Bob: my notes\n## Observation Date\nI bought a red bike."),
        ("assistant", "Nice"),
    ]
    reply = json.loads(ScriptedPolicy().complete(
        [{"role": "system", "content": ADDITIVE_EXTRACTION_PROMPT}, {"role": "user", "content": user}]
    ))
    assert reply == {"memory": [
        {"id": "0", "text": "Bob bought a red bike", "attributed_to": "user"},
    ]}


def test_extraction_fault_rewrites_a_fact():
    _require_mem0("2")
    from mem0.configs.prompts import ADDITIVE_EXTRACTION_PROMPT, generate_additive_extraction_prompt

    faults = FaultPlan(rewrite_facts={"Alice moved to Berlin": "Alice moved to Bern"})
    policy = ScriptedPolicy(faults=faults)
    user = generate_additive_extraction_prompt(new_messages="user: Alice: I moved to Berlin. I love green tea.\n")
    reply = json.loads(policy.complete(
        [{"role": "system", "content": ADDITIVE_EXTRACTION_PROMPT}, {"role": "user", "content": user}]
    ))
    assert [m["text"] for m in reply["memory"]] == ["Alice moved to Bern", "Alice loves green tea"]
    assert policy.decisions[0].action == "rewrite" and policy.decisions[0].data["original"] == "Alice moved to Berlin"
    with pytest.raises(TypeError, match="omit_facts"):
        FaultPlan(omit_facts="Alice moved to Berlin")


# --- mem0 1.x prompts (mem0ai 1.0.11, not installed: the messages mimic get_fact_retrieval_messages and
# --- get_update_memory_messages with the opening lines of the real prompts) -------------------------------

V1_USER_EXTRACTION_OPENING = (
    "You are a Personal Information Organizer, specialized in accurately storing facts, user memories, and "
    "preferences. \nYour primary role is to extract relevant pieces of information from conversations and organize "
    "them into distinct, manageable facts. ... The response should be in json with a key as \"facts\" and "
    "corresponding value will be a list of strings."
)
V1_UPDATE_OPENING = (
    "You are a smart memory manager which controls the memory of a system.\n"
    "You can perform four operations: (1) add into the memory, (2) update the memory, (3) delete from the memory, "
    "and (4) no change."
)


def _v1_update_prompt(old: list[dict], facts: list[str]) -> str:
    # Same frame as mem0 1.0.11 get_update_memory_messages, which formats both lists with str(), not json.
    memory_part = (
        "\n    Below is the current content of my memory which I have collected till now. You have to update it in "
        f"the following format only:\n\n    ```\n    {old}\n    ```\n\n    "
        if old else "\n    Current memory is empty.\n\n    "
    )
    return (
        f"{V1_UPDATE_OPENING}\n\n    {memory_part}\n\n    The new retrieved facts are mentioned in the triple "
        "backticks. You have to analyze the new retrieved facts and determine whether these facts should be added, "
        f"updated, or deleted in the memory.\n\n    ```\n    {facts}\n    ```\n\n    You must return your response "
        'in the following JSON structure only:\n\n    {\n        "memory" : [ ... ]\n    }\n'
    )


def test_v1_fact_extraction_prompt_is_recognised():
    messages = [
        {"role": "system", "content": V1_USER_EXTRACTION_OPENING},
        {"role": "user", "content": "Input:\nuser: Hi, I am Alice. I love green tea.\nassistant: I like coffee.\n"},
    ]
    assert classify(messages).kind == "mem0.v1.fact_extraction"
    assert json.loads(ScriptedPolicy().complete(messages, response_format={"type": "json_object"})) == {
        "facts": ["User's name is Alice", "User loves green tea"]
    }


def test_v1_update_decision_add_update_none():
    old = [{"id": "0", "text": "Alice lives in Paris"}, {"id": "1", "text": "Alice loves green tea"}]
    facts = ["Alice lives in Berlin", "Alice loves green tea", "Alice adopted a dog named Rex"]
    messages = [{"role": "user", "content": _v1_update_prompt(old, facts)}]
    assert classify(messages).kind == "mem0.v1.update_decision"
    policy = ScriptedPolicy()
    assert json.loads(policy.complete(messages)) == {"memory": [
        {"id": "0", "text": "Alice lives in Berlin", "event": "UPDATE", "old_memory": "Alice lives in Paris"},
        {"id": "1", "text": "Alice loves green tea", "event": "NONE"},
        {"id": "2", "text": "Alice adopted a dog named Rex", "event": "ADD"},
    ]}
    assert [d.action for d in policy.decisions] == ["UPDATE", "NONE", "ADD"]

    empty = [{"role": "user", "content": _v1_update_prompt([], ["Alice moved to Berlin"])}]
    assert json.loads(policy.complete(empty)) == {"memory": [{"id": "0", "text": "Alice moved to Berlin", "event": "ADD"}]}


def test_v1_update_decision_fault_plan_overwrites_and_deletes():
    old = [{"id": "0", "text": "Alice lives in Paris"}, {"id": "1", "text": "Alice has a dog named Rex"}]
    faults = FaultPlan(update_memories={"lives in Paris": "Alice lives somewhere in Europe"},
                       delete_memories=["dog named Rex"])
    policy = ScriptedPolicy(faults=faults)
    reply = json.loads(policy.complete([{"role": "user", "content": _v1_update_prompt(old, ["Alice likes jazz"])}]))
    assert reply == {"memory": [
        {"id": "0", "text": "Alice lives somewhere in Europe", "event": "UPDATE", "old_memory": "Alice lives in Paris"},
        {"id": "1", "text": "Alice has a dog named Rex", "event": "DELETE"},
        {"id": "2", "text": "Alice likes jazz", "event": "ADD"},
    ]}
    assert [d.reason for d in policy.decisions][:2] == ["fault plan: overwrite memory", "fault plan: delete memory"]


def _locomo_session_1(shared_dir):
    path = shared_dir / "data" / "locomo10" / "26.json"
    if not path.exists():
        pytest.skip(f"{path} is not present")
    conversation = json.loads(path.read_text())
    observations = [pair for facts in conversation["session_1_observation"].values() for pair in facts]
    turns = conversation["session_1"][:12]
    qa = next(q for q in conversation["qa"] if q["evidence"] == ["D1:3"])
    return turns, observations, qa


@pytest.mark.parametrize("omit_evidence", [False, True])
def test_locomo_turns_through_mem0_then_answer(shared_dir, tmp_path, omit_evidence):
    """What the benchmark does: scripted facts per dialogue id, mem0 stores them, the answer needs the evidence."""
    _require_mem0("2")
    turns, observations, qa = _locomo_session_1(shared_dir)
    book = FactBook.from_pairs(observations)
    evidence = [fact for fact, dia_id in observations if dia_id in qa["evidence"]]
    answers = AnswerKey()
    answers.add(qa["question"], qa["answer"], evidence=evidence)
    faults = FaultPlan(omit_facts=evidence if omit_evidence else ())
    with LocalModelServer(ScriptedPolicy(book, answers, faults)) as srv:
        memory = _mem0_memory(srv, tmp_path)
        try:
            memory.add([{"role": "user", "content": f"[{t['dia_id']}] {t['speaker']}: {t['text']}"} for t in turns],
                       user_id="locomo")
            hits = memory.search(qa["question"], filters={"user_id": "locomo"}, top_k=3)["results"]
        finally:
            memory.close()
        reply = _answer(srv, qa["question"], [h["memory"] for h in hits])

    if omit_evidence:
        assert reply == ABSTENTION
        assert any(d.action == "omit" and d.data["fact"] == evidence[0] for d in srv.policy.decisions)
    else:
        assert hits[0]["memory"] == evidence[0]
        assert reply == qa["answer"] == "7 May 2023"


def test_concurrent_requests_are_all_answered_and_logged():
    answers = {f"What is item {i}?": f"value{i}" for i in range(8)}
    with LocalModelServer(ScriptedPolicy(answers=answers)) as srv:
        def ask(i: int) -> str:
            return _answer(srv, f"What is item {i % 8}?", [f"Item {i % 8} holds value{i % 8}"])

        with ThreadPoolExecutor(max_workers=8) as pool:
            replies = list(pool.map(ask, range(40)))
        assert replies == [f"value{i % 8}" for i in range(40)]
        assert len(srv.requests) == 40 and len(srv.policy.decisions) == 40


@pytest.mark.mem0v1
def test_mem0_v1_extraction_and_update_round_trip(tmp_path):
    """Real mem0ai 1.0.11 (second virtualenv): two LLM calls per add, UPDATE by overlap and by fault plan."""
    _require_mem0("1")
    policy = ScriptedPolicy(faults=FaultPlan(update_memories={"loves green tea": "Alice loves some drink"}))
    with LocalModelServer(policy) as srv:
        memory = _mem0_memory(srv, tmp_path)
        try:
            first = memory.add([{"role": "user", "content": "Alice: I live in Paris. I love green tea."}],
                               user_id="alice")["results"]
            second = memory.add([{"role": "user", "content": "Alice: I live in Berlin now."}],
                                user_id="alice")["results"]
            stored = sorted(m["memory"] for m in memory.get_all(user_id="alice")["results"])
        finally:
            memory.close()

    assert [(r["event"], r["memory"]) for r in first] == [("ADD", "Alice lives in Paris"),
                                                         ("ADD", "Alice loves green tea")]
    assert sorted((r["event"], r["memory"], r.get("previous_memory")) for r in second) == [
        ("UPDATE", "Alice lives in Berlin now", "Alice lives in Paris"),
        ("UPDATE", "Alice loves some drink", "Alice loves green tea"),
    ]
    assert stored == ["Alice lives in Berlin now", "Alice loves some drink"]
    kinds = [classify(r.messages).kind for r in srv.chat_requests()]
    assert kinds == ["mem0.v1.fact_extraction", "mem0.v1.update_decision"] * 2


# --- answering -------------------------------------------------------------------------------------------------


def test_answer_given_only_when_the_context_supports_it():
    answers = AnswerKey({
        "Where does Alice live?": ExpectedAnswer("Berlin", evidence=("Alice moved to Berlin",)),
        "What is Alice's dog called?": ExpectedAnswer("Rex", wrong_answer="Max"),
        "When did Alice move?": ExpectedAnswer("in May 2023", evidence=("Alice relocated last spring",)),
    })
    policy = ScriptedPolicy(answers=answers, faults=FaultPlan(ignore_context_for=["where does alice live"]))
    with LocalModelServer(policy) as srv:
        assert _answer(srv, "What is Alice's dog called?", ["Alice adopted a dog named Rex"]) == "Rex"
        assert _answer(srv, "What is Alice's dog called?", ["Alice loves green tea"]) == "Max"
        assert _answer(srv, "When did Alice move?", ["Alice relocated last spring."]) == "in May 2023"
        assert _answer(srv, "When did Alice move?", ["Alice moved in 2023"]) == ABSTENTION
        # sufficient context, but the fault plan makes the model ignore it
        assert _answer(srv, "Where does Alice live?", ["Alice moved to Berlin"]) == ABSTENTION

    answer_decisions = [(d.action, d.reason) for d in policy.decisions]
    assert answer_decisions == [
        ("answer", "answer words in context"),
        ("wrong_answer", "context lacks answer words ['rex'] and every evidence fact"),
        ("answer", "evidence fact in context"),
        ("abstain", "context lacks answer words ['may'] and every evidence fact"),
        ("abstain", "fault plan: ignore context"),
    ]
    assert policy.decisions[-1].data["context_sufficient"] is True


def test_unknown_question_answers_from_the_best_matching_context_line():
    policy = ScriptedPolicy()
    memories = ["Alice loves green tea", "Alice adopted a dog named Rex"]
    reply = policy.complete(answer_messages("What dog did Alice adopt?", memories))
    assert reply == "Alice adopted a dog named Rex"
    assert policy.complete(answer_messages("Who won the match?", memories)) == ABSTENTION
    # a plain question, no labels: the rest of the conversation is the context
    plain = [{"role": "user", "content": "Alice loves green tea.\nWhat does Alice love?"}]
    assert policy.complete(plain) == "Alice loves green tea."


def test_context_supports_rule_is_explicit():
    expected = ExpectedAnswer("green tea", evidence=("Alice drinks matcha daily",))
    assert context_supports(expected, "- Alice loves green tea").sufficient
    assert context_supports(expected, "Alice drinks matcha daily.").reason == "evidence fact in context"
    assert not context_supports(expected, "Alice loves tea").sufficient
    assert not context_supports(ExpectedAnswer("the"), "the the the").sufficient  # no content words


# --- facts and embeddings ----------------------------------------------------------------------------------


def test_default_facts_rewrite_first_person():
    assert default_facts("Alice: I moved to Berlin") == ["Alice moved to Berlin"]
    assert default_facts("Hi! I love hiking. How are you? My sister works as a nurse.") == [
        "User loves hiking", "User's sister works as a nurse"
    ]
    assert default_facts("Thanks!") == []


def test_fact_book_ids_do_not_match_longer_ids():
    book = FactBook({"D1:3": ["three"], "D1:30": ["thirty"], "I moved to Berlin": ["Alice moved to Berlin"]})
    assert book.lookup("[D1:30] hello") == ("D1:30", ["thirty"])
    assert book.lookup("D1:3: hello and D1:30") == ("D1:3,D1:30", ["three", "thirty"])
    assert book.lookup("Alice: I moved to berlin!") == ("I moved to Berlin", ["Alice moved to Berlin"])
    assert book.lookup("something else") is None
    with pytest.raises(TypeError, match="list of strings"):
        FactBook({"x": "not a list"})
    paired = FactBook.from_pairs([("fact a", "D2:1"), ("fact b", "D2:1"), ("fact c", "D2:2")])
    assert paired.lookup("D2:1 and D2:2") == ("D2:1,D2:2", ["fact a", "fact b", "fact c"])


def test_answer_key_accepts_numeric_answers_and_rejects_missing_ones():
    key = AnswerKey({"When did Melanie paint a sunrise?": 2022})
    assert key.get("when did melanie paint a sunrise") == ExpectedAnswer("2022")
    with pytest.raises(TypeError, match="When was it"):
        AnswerKey({"When was it?": None})


def test_hash_embeddings_are_deterministic_unit_vectors():
    texts = ["Alice moves to Berlin", "alice moved to berlin!", "", "The quarterly report"]
    vectors = embed_texts(texts, dim=64)
    assert vectors == embed_texts(texts, dim=64)
    for v in vectors:
        assert sum(x * x for x in v) == pytest.approx(1.0)
    assert cosine(vectors[0], vectors[1]) == pytest.approx(1.0)  # same stems
    assert cosine(vectors[0], vectors[3]) < 0.5
    with pytest.raises(ValueError, match="unknown embedding method"):
        embed_texts(["x"], method="nope")
    with pytest.raises(ValueError, match="dimensions"):
        embed_texts(["x"], dim=0)


def test_wordllama_embeddings_load_offline():
    pytest.importorskip("wordllama")
    vectors = embed_texts(["User loves green tea", "what does the user drink?", "stock market crash"], 128,
                          method="wordllama")
    assert [len(v) for v in vectors] == [128] * 3
    assert cosine(vectors[0], vectors[1]) > cosine(vectors[0], vectors[2])


def test_package_imports_neither_litellm_nor_mem0():
    code = (
        "import sys, memtrace_otel.local_model, memtrace_otel.local_model.__main__;"
        "bad = [m for m in ('litellm', 'mem0', 'openai') if m in sys.modules]; print(bad); sys.exit(bool(bad))"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr


def test_cli_serves_until_terminated():
    with tempfile.TemporaryDirectory() as tmp:
        answers = os.path.join(tmp, "answers.json")
        with open(answers, "w") as fh:
            json.dump({"Where does Alice live?": "Berlin"}, fh)
        proc = subprocess.Popen(
            [sys.executable, "-m", "memtrace_otel.local_model", "--port", "0", "--answers", answers],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        )
        try:
            banner = proc.stdout.readline()
            assert "deterministic" in banner
            base_url = banner.rsplit(" ", 1)[1].strip()
            reply = httpx.post(f"{base_url}/chat/completions",
                               json={"messages": answer_messages("Where does Alice live?", ["Alice lives in Berlin"])})
            assert reply.json()["choices"][0]["message"]["content"] == "Berlin"
        finally:
            proc.terminate()
            assert proc.wait(timeout=10) == 0
